/**
 * A wall of ruled cells, as the integration walls of Vercel or Linear are: hairlines between the cells
 * (the list's own colour showing through 1 px gaps), each cell raised, the whole cell its one link (its
 * link's box stretched over it). Home's vendor wall and the directory's closed Adult group share it.
 */
export const ruledWall = {
  list: 'grid gap-px overflow-hidden rounded-card bg-line ring-1 ring-line',
  cell: 'relative bg-surface-raised hover:bg-surface-muted',
  link: 'after:absolute after:inset-0 hover:text-brand-700',
} as const;
