/**
 * Two-night stays three days apart from `start` on, one per call: route cases on fresh units still never share a
 * night, and stay far from the dates the other tests use.
 */
export function spacedNights(start: string): () => { checkIn: string; checkOut: string } {
  let day = 0;
  return () => {
    day += 3;
    const from = new Date(Date.parse(`${start}T00:00:00Z`) + day * 86_400_000);
    const to = new Date(from.getTime() + 2 * 86_400_000);
    return { checkIn: from.toISOString().slice(0, 10), checkOut: to.toISOString().slice(0, 10) };
  };
}
