// Daycare packages: the paged list, the full active list, a dog's packages, purchase, edit, delete.
import type {
  TDaycarePackage,
  TPackageListInput,
  TPackagePage,
  TPackagePurchaseInput,
  TPackageUpdateInput,
} from '@pawdesk/domain';
import type { DaycareContext } from './daycare.context';

const todo = (): never => {
  throw new Error('not implemented yet');
};

/** /daycare/packages: search by dog name or type, 8 sorts, pages of 12. */
export async function listPackages(_ctx: DaycareContext, _input: TPackageListInput): Promise<TPackagePage> {
  return todo();
}
/** GET /api/daycare/packages/active: every package whose expiry is still ahead. */
export async function listActivePackages(_ctx: DaycareContext): Promise<TDaycarePackage[]> {
  return todo();
}
/** GET /api/daycare/packages/dog/{dogId}: all of the dog's packages, newest first. */
export async function listDogPackages(_ctx: DaycareContext, _dogId: string): Promise<TDaycarePackage[]> {
  return todo();
}
export async function getPackage(_ctx: DaycareContext, _id: string): Promise<TDaycarePackage> {
  return todo();
}
export async function purchasePackage(
  _ctx: DaycareContext,
  _input: TPackagePurchaseInput,
): Promise<TDaycarePackage> {
  return todo();
}
export async function updatePackage(
  _ctx: DaycareContext,
  _input: TPackageUpdateInput,
): Promise<TDaycarePackage> {
  return todo();
}
export async function deletePackage(_ctx: DaycareContext, _id: string): Promise<{ id: string }> {
  return todo();
}
