/** A national-league season by the year it starts: 2025 → "2025/26". */
export function seasonName(firstYear: number): string {
  return `${firstYear}/${String((firstYear + 1) % 100).padStart(2, '0')}`;
}

/** The seasons a transfer list offers: the coming one and the five before it, newest first. */
export function transferSeasons(today: Date = new Date()): number[] {
  // A season starts in October: from then on, the coming season is the next year's.
  const coming = today.getFullYear() + (today.getMonth() >= 9 ? 1 : 0);
  return Array.from({ length: 6 }, (_, index) => coming - index);
}
