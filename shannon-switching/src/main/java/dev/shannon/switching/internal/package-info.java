/**
 * The pebble game the solvers are built on (Lee &amp; Streinu 2008): an implementation detail of
 * shannon-switching, not exported by its module and free to change in any release. Callers ask
 * the game through {@link dev.shannon.switching.SwitchingSolver}.
 */
package dev.shannon.switching.internal;
