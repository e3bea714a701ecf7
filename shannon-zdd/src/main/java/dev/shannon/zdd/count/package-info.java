/**
 * Counting paths and cycles of grid graphs without a diagram, as the record computations of OEIS
 * A007764 and A140517 were made (Iwashita, Nakazawa, Kawahara, Uno and Minato 2013): a dynamic
 * programme over frontier states, counts carried modulo several primes below 2^63 and joined by
 * the Chinese remainder theorem ({@link dev.shannon.zdd.count.GridCounter}). Independent of the
 * diagram engine; docs/theory.md, "Counting without a diagram".
 */
package dev.shannon.zdd.count;
