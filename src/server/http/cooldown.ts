/** "5h 12m", "12m", "40s": how long until a cooldown ends, for refusal messages. */
export function formatWait(ms: number): string {
  const totalMinutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return `${Math.max(1, Math.ceil(ms / 1000))}s`;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}
