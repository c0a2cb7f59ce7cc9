/** The letters of a table mate's avatar: "Budi Santoso" → "BS", "Tamu 1" → "T1", "Sari" → "S", "小明" → "小". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
