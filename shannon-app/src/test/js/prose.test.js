// The pages' words (issue 31): numbers agree with their nouns through one helper, the computer's
// turn says whose move it is and that the computer is thinking, and the switching page's
// terminals are said in words that stay true on a graph whose vertices are called "s" and "t".
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {computerThinking, graphNote, plural, terminalPickNote, terminalsSentence}
  from '../../main/resources/web/js/prose.js';

const WEB_JS = new URL('../../main/resources/web/js/', import.meta.url).pathname;

test('a count of one takes the singular, any other count the plural', () => {
  assert.equal(plural(1, 'move'), '1 move');
  assert.equal(plural(0, 'move'), '0 moves');
  assert.equal(plural(2, 'winning reply', 'winning replies'), '2 winning replies');
  assert.equal(plural('1', 'bridge'), '1 bridge');
});

/** Every .js file under dir, but the Tsunagaru page's own folder (another page's words, checked there). */
function scripts(dir) {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'tsunagaru' ? [] : scripts(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

test('no page puts a number straight before a plural noun (it would say "1 moves"): they go through plural()', () => {
  // "${n} moves", but not a fraction ("${k}/${n} moves", "${k} of ${n} tiles"), where the plural is right.
  const bare = /(?<!\/|of )\$\{[^{}]*\} (moves|bridges|crossings|edges|elements|vertices|clicks|solutions|shards|seconds|minutes|games|replies|claims|deletions|trees|positions|puzzles)\b/;
  const found = [];
  for (const file of scripts(WEB_JS)) {
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      if (bare.test(line) && !line.trim().startsWith('//') && !line.trim().startsWith('*')) found.push(`${file.slice(WEB_JS.length)}:${i + 1}`);
    });
  }
  assert.deepEqual(found, []);
});

test('the computer to move says whose move it is and that the computer is thinking', () => {
  assert.equal(computerThinking('Blue'), 'Blue to move: the computer is thinking…');
});

test('terminals are named as vertices, so a vertex called "t" chosen as s reads plainly', () => {
  assert.equal(terminalsSentence('t', 's'), 's is vertex “t”, t is vertex “s”.');
  assert.equal(terminalsSentence('a', null), 's is vertex “a”, t is not chosen yet.');
});

test('picking the other terminal says that s and t changed places; picking the same one says nothing changed', () => {
  const before = {s: 's', t: 't'};
  assert.equal(terminalPickNote('s', 't', before), 'Vertex “t” was t, so s and t changed places.');
  assert.equal(terminalPickNote('t', 's', before), 'Vertex “s” was s, so s and t changed places.');
  assert.equal(terminalPickNote('s', 's', before), 'Vertex “s” is s already: nothing changed.');
  assert.equal(terminalPickNote('s', '3,2', before), null);
});

test('the graph\'s note holds for its own terminals (either way round), and is said to be about them otherwise', () => {
  const own = {s: 's', t: 't'};
  const note = 'Goal columns merged into s and t: the first player wins.';
  assert.equal(graphNote(note, own, {s: 's', t: 't'}), note);
  assert.equal(graphNote(note, own, {s: 't', t: 's'}), note);
  assert.equal(graphNote(note, own, {s: '3,2', t: 't'}),
    `With the graph’s own terminals (s is vertex “s”, t is vertex “t”): ${note}`);
});
