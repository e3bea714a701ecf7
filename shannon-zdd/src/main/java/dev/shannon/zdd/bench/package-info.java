/** Benchmark mains whose results are recorded in BENCHMARKS.md. */
package dev.shannon.zdd.bench;
