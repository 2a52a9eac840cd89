// The pure rules of a payment: what is still due, whether an amount fits in it (a corrective
// invoice's negative total takes refunds down to it, never past it), the change of a cash payment,
// and the status an invoice takes from what is paid.

/** What remains to be paid (negative on a corrective invoice: what remains to be refunded). */
export const amountDue = (totalCents: number, paidCents: number) => totalCents - paidCents;

/** Whether paying `amountCents` keeps the invoice within its total (never overpaid or over-refunded). */
export function paymentFits(totalCents: number, paidCents: number, amountCents: number): boolean {
  if (amountCents === 0) return false;
  const paid = paidCents + amountCents;
  return totalCents >= 0 ? amountCents > 0 && paid <= totalCents : amountCents < 0 && paid >= totalCents;
}

/** The change of a cash payment: tendered − amount; null when less than the amount was tendered. */
export function cashChange(amountCents: number, tenderedCents: number): number | null {
  return tenderedCents < amountCents ? null : tenderedCents - amountCents;
}

/** The status an invoice takes from what is paid of its total (rectified and void stay so). */
export function paidStatus(
  current: string,
  totalCents: number,
  paidCents: number,
): 'issued' | 'partly-paid' | 'paid' | 'rectified' | 'void' {
  if (current === 'rectified' || current === 'void') return current;
  if (paidCents === 0) return 'issued';
  return paidCents === totalCents ? 'paid' : 'partly-paid';
}
