// REST routes of rest-contract.md (Daycare packages). The same schemas and services as tRPC.
import { messageEn, ZDaycarePackage, ZPackageEditInput, ZPackagePurchaseInput } from '@pawdesk/domain';
import { z } from 'zod';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute } from '../../rest/route';
import { daycareContext } from './daycare.context';
import {
  deletePackage,
  listActivePackages,
  listDogPackages,
  purchasePackage,
  updatePackage,
} from './packages.service';

const tags = ['Daycare packages'];

/** A malformed dog id names no dog: a 404, like an unknown one. */
const ZDogIdParams = z.object({ dogId: z.string() });

export const daycarePackagesRestRoutes = [
  defineRoute({
    method: 'GET',
    url: '/daycare/packages/active',
    summary: 'Every package whose expiry is still ahead',
    tags,
    auth: true,
    response: {
      status: 200,
      description: 'Packages not yet expired (whatever their days left), sorted by dog name, then id',
      schema: z.array(ZDaycarePackage),
    },
    handler: ({ svc, deps }) => listActivePackages(daycareContext(svc, deps)),
  }),
  defineRoute({
    method: 'GET',
    url: '/daycare/packages/dog/:dogId',
    summary: "A dog's packages",
    tags,
    auth: true,
    params: ZDogIdParams,
    response: {
      status: 200,
      description: "All of the dog's packages, expired ones included, newest purchase first",
      schema: z.array(ZDaycarePackage),
    },
    errors: [{ status: 404, description: 'Dog not found' }],
    handler: ({ svc, deps, params }) => listDogPackages(daycareContext(svc, deps), params.dogId),
  }),
  defineRoute({
    method: 'POST',
    url: '/daycare/packages',
    summary: 'Sell a package (1, 15 or 30 days, valid 30, 60 or 90 days from now)',
    tags,
    auth: true,
    body: ZPackagePurchaseInput,
    response: { status: 201, description: 'Purchased', schema: ZDaycarePackage },
    errors: [{ status: 404, description: 'Dog not found' }],
    handler: ({ svc, deps, body }) => purchasePackage(daycareContext(svc, deps), body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/daycare/packages/:id',
    summary: 'Change the type and days left (a changed type recomputes the expiry from the purchase)',
    tags,
    auth: true,
    params: ZIdParams,
    body: ZPackageEditInput,
    response: { status: 200, description: 'Updated', schema: ZDaycarePackage },
    errors: [404],
    handler: ({ svc, deps, params, body }) =>
      updatePackage(daycareContext(svc, deps), { ...body, id: params.id }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/daycare/packages/:id',
    summary: 'Delete a package (visits that used it stay, with no package)',
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [404],
    handler: async ({ svc, deps, params }) => {
      const { id } = await deletePackage(daycareContext(svc, deps), params.id);
      return { message: messageEn('daycare.packageDeleted'), id };
    },
  }),
];
