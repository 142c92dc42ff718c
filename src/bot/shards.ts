/** Splits shard ids 0..count-1 into `processes` contiguous blocks, as even as can be (none empty). */
export function shardBlocks(count: number, processes: number): number[][] {
  const blocks: number[][] = [];
  for (let p = 0; p < processes; p++) {
    const from = Math.floor((p * count) / processes);
    const to = Math.floor(((p + 1) * count) / processes);
    blocks.push(Array.from({ length: to - from }, (_, i) => from + i));
  }
  return blocks.filter((b) => b.length > 0);
}

/** The shard Discord sends a guild's events to: (guild_id >> 22) % shard_count. DMs go to shard 0. */
export function shardOfGuild(guildId: string | null, count: number): number {
  if (guildId === null) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}
