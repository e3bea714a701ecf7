/**
 * The census on Apache Spark: one Spark job whose tasks are the census's shards and whose result is
 * their sum. The tasks run the very function the embedded engine runs
 * ({@link dev.shannon.census.ShardCensus#run}); the driver receives each shard's table as its task
 * finishes, checks it and commits it to the census's checkpoint, so a driver that dies loses only
 * the shards in flight and a task that dies is run again by Spark.
 *
 * <p>Spark is a provided dependency: this module adds no Spark to anything that depends on it.
 */
package dev.shannon.census.spark;
