// Payments to the cent: change, never more than due, refunds only down to a corrective's total,
// and the invoice's status from what is paid.
import { describe, expect, it } from 'vitest';
import { amountDue, cashChange, paidStatus, paymentFits } from './payment.rules';

describe('payment rules', () => {
  it('gives the change of a cash payment to the cent, none when too little is tendered', () => {
    expect(cashChange(1735, 2000)).toBe(265);
    expect(cashChange(1735, 1735)).toBe(0);
    expect(cashChange(1735, 1734)).toBeNull();
  });

  it('never takes more than is due, nor a refund on a normal invoice', () => {
    expect(amountDue(12100, 5000)).toBe(7100);
    expect(paymentFits(12100, 5000, 7100)).toBe(true);
    expect(paymentFits(12100, 5000, 7101)).toBe(false);
    expect(paymentFits(12100, 5000, -100)).toBe(false);
    expect(paymentFits(12100, 5000, 0)).toBe(false);
  });

  it('refunds a corrective invoice down to its negative total, never past it', () => {
    expect(paymentFits(-5000, 0, -5000)).toBe(true);
    expect(paymentFits(-5000, -3000, -2001)).toBe(false);
    expect(paymentFits(-5000, 0, 100)).toBe(false);
  });

  it('moves the status issued -> partly-paid -> paid; rectified and void stay', () => {
    expect(paidStatus('issued', 5000, 0)).toBe('issued');
    expect(paidStatus('issued', 5000, 2000)).toBe('partly-paid');
    expect(paidStatus('partly-paid', 5000, 5000)).toBe('paid');
    expect(paidStatus('rectified', 5000, 5000)).toBe('rectified');
    expect(paidStatus('issued', -5000, -5000)).toBe('paid');
  });
});
