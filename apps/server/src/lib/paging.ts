// The page arithmetic every paged list shares (owners, dogs, daycare packages and visits).

/** How many pages `total` rows fill at `size` a page; an empty list still has its page 1. */
export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** One page of a list, as the list procedures answer it. */
export function listPage<T>(items: T[], total: number, page: number, pageSize: number) {
  return { items, total, page, pageSize, pageCount: pageCountOf(total, pageSize) };
}
