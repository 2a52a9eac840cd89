// Test factories of billing: the business's fiscal identity, a pending charge written through the
// service (a manual line), and an owner with a tax id.
import type { AppDeps } from '../../app-deps';
import { updateSettings } from '../settings';
import { billingContext } from './billing.context';
import { createCharge } from './charges.service';

/** Valid Spanish tax ids for tests (NIF, NIE, CIF). */
export const TAX_IDS = {
  nif: '12345678Z',
  nie: 'X1234567L',
  cif: 'B12345674',
  business: 'B87654323',
} as const;

export function billingFixtures(deps: AppDeps, actor: { id: string; username: string }) {
  const svc = { prisma: deps.prisma, actor: { ...actor, role: 'admin' as const } };
  const ctx = billingContext(svc, deps);
  return {
    ctx,
    /** Sets the business's name, tax id and address (issuing needs them). */
    identity: () =>
      updateSettings(svc, {
        businessName: 'Guardería Canina Test SL',
        taxId: TAX_IDS.business,
        address: 'Calle del Perro 7, 28001 Madrid',
      }),
    /** A pending manual line of `cents` (VAT included) at `vatRate`. */
    charge: (
      owner: string,
      cents: number,
      opts: { vatRate?: number; quantity?: number; dog?: string } = {},
    ) =>
      createCharge(ctx, {
        owner,
        description: `Line ${cents}`,
        unitPriceCents: cents,
        vatRate: opts.vatRate ?? 21,
        quantity: opts.quantity ?? 1,
        ...(opts.dog ? { dog: opts.dog } : {}),
      }),
  };
}
