import { MESSAGES_EN } from '@pawdesk/domain';
import { describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGE_PREFIXES, messageI18nKey, messageNamespace } from './message-namespace';

describe('messageNamespace', () => {
  it('keeps the core domains the login route and everyday screens use in validation', () => {
    for (const key of [
      'auth.invalidCredentials',
      'user.usernameRequired',
      'owner.notFound',
      'dog.invalidId',
      'daycare.x',
      'hotel.x',
      'vet.x',
      'grooming.x',
      'common.changedMeanwhile',
      'date.noDate',
      'settings.x',
      'audit.x',
    ]) {
      expect(messageNamespace(key), key).toBe('validation');
    }
  });

  it('sends the business additions to business', () => {
    for (const key of [
      'vaccinations.vaccineRequired',
      'kennels.x',
      'waitlist.x',
      'billing.quantityInvalid',
      'payment.exceedsDue',
      'payments.x',
      'till.noneOpen',
      'fiscal.x',
      'jobs.notFound',
    ]) {
      expect(messageNamespace(key), key).toBe('business');
    }
  });

  it('reads only the prefix before the first dot', () => {
    expect(messageNamespace('hotel.billing.x')).toBe('validation');
    expect(messageNamespace('billingx.y')).toBe('validation');
    expect(messageNamespace('billing')).toBe('business');
  });

  it('builds the namespaced i18n key', () => {
    expect(messageI18nKey('user.usernameRequired')).toBe('validation:user.usernameRequired');
    expect(messageI18nKey('till.noneOpen')).toBe('business:till.noneOpen');
  });

  it('every business prefix is one the message table uses or a planned one', () => {
    const used = new Set(Object.keys(MESSAGES_EN).map((key) => key.split('.', 1)[0]));
    for (const prefix of ['vaccinations', 'kennels', 'waitlist', 'billing', 'payment', 'till', 'jobs']) {
      expect(used.has(prefix), prefix).toBe(true);
      expect(BUSINESS_MESSAGE_PREFIXES).toContain(prefix);
    }
  });
});
