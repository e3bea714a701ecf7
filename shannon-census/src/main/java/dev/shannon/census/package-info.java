/**
 * The census: Lehman's theorem held against brute force on whole families of small graphs.
 *
 * <p>Shape (so that a cluster engine can run it unchanged): a {@link dev.shannon.census.GraphFamily}
 * (every labelled graph on K vertices, or one per isomorphism class of (graph, s, t)) is cut into a
 * fixed number of {@link dev.shannon.census.Shard}s; {@link dev.shannon.census.ShardCensus#run} is a
 * pure function from a shard to a partial table, a {@link dev.shannon.census.CensusTally}; tallies
 * merge by addition. {@link dev.shannon.census.Census} runs the shards on all cores and commits each
 * finished shard to an append-only, checksummed {@link dev.shannon.census.Checkpoint}, so a killed
 * run resumes to the identical table.
 *
 * <p>Limits: K ≤ 9 unlabelled, K ≤ 8 labelled (2^36 graphs on 9 vertices); every position of
 * such a census fits one {@code long} (see MinorCode).
 */
package dev.shannon.census;
