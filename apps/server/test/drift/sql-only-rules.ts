// The rules that live only in the migration SQL because schema.prisma cannot express them
// (see the "SQL-only" sections of prisma/migrations/*/migration.sql). The drift test adds
// them to what schema.prisma declares, so the database must have exactly these as well:
// a weakened, renamed or forgotten rule fails the test like any other drift.
//
// Definitions are written the way PostgreSQL prints them back (pg_get_constraintdef,
// pg_get_expr), compared with whitespace normalised.
import type { IndexDescription } from './description';

const btree = (keys: string[], extra: Partial<IndexDescription> = {}): IndexDescription => ({
  unique: false,
  method: 'btree',
  keys,
  predicate: null,
  ...extra,
});

export const SQL_ONLY_RULES = {
  extensions: ['btree_gist', 'pg_trgm', 'unaccent'],
  sequences: ['dog_number_seq'],
  tables: {
    users: {
      indexes: {
        // Usernames are unique regardless of case.
        users_lower_username_key: btree(['lower(username)'], { unique: true }),
      },
    },
    owners: {
      indexes: {
        // Names sort with ICU's Spanish collation, id last (paged lists, keyset).
        owners_name_es_idx: btree(['name COLLATE "es-x-icu"', 'id']),
      },
      checks: {
        owners_email_lowercase_check: 'CHECK (email = lower(email))',
        // Billing (migration 20261130100000): the language of what is printed for the owner.
        owners_language_check: "CHECK (language = ANY (ARRAY['es'::text, 'en'::text]))",
      },
    },
    dogs: {
      indexes: {
        dogs_name_es_idx: btree(['name COLLATE "es-x-icu"', 'id']),
      },
    },
    audit_events: {
      checks: {
        // The actions and record types of the domain's audit schema; changes a JSON list, the
        // context an object (migration 20261128100000).
        audit_events_action_check:
          "CHECK (action = ANY (ARRAY['create'::text, 'update'::text, 'delete'::text, 'status'::text, 'override'::text, 'void'::text, 'login-failed'::text]))",
        audit_events_entity_check:
          "CHECK (entity = ANY (ARRAY['owner'::text, 'dog'::text, 'daycare-package'::text, 'daycare-visit'::text, 'hotel-booking'::text, 'vet-appointment'::text, 'grooming-booking'::text, 'user'::text, 'setting'::text, 'vaccination'::text, 'kennel'::text, 'waitlist'::text, 'price'::text, 'charge'::text, 'invoice'::text, 'payment'::text, 'till'::text]))",
        audit_events_changes_array_check: "CHECK (jsonb_typeof(changes) = 'array'::text)",
        audit_events_context_object_check:
          "CHECK (context IS NULL OR jsonb_typeof(context) = 'object'::text)",
      },
    },
    dog_owners: {
      checks: {
        dog_owners_position_check: 'CHECK ("position" = ANY (ARRAY[0, 1]))',
      },
    },
    daycare_packages: {
      indexes: {
        // The package list's sorts: each key, then the dog's name (a copy kept by triggers) in
        // Spanish order, then the id.
        daycare_packages_dog_name_es_idx: btree(['dog_name COLLATE "es-x-icu"', 'id']),
        daycare_packages_type_dog_name_es_idx: btree(['package_type', 'dog_name COLLATE "es-x-icu"', 'id']),
        daycare_packages_days_left_dog_name_es_idx: btree(['days_left', 'dog_name COLLATE "es-x-icu"', 'id']),
      },
      checks: {
        daycare_packages_days_left_check: 'CHECK (days_left >= 0)',
      },
    },
    daycare_visits: {
      indexes: {
        // At most one active visit (checked in, not checked out) per dog.
        daycare_visits_one_active_per_dog: btree(['dog_id'], {
          unique: true,
          predicate: 'check_in_time IS NOT NULL AND check_out_time IS NULL',
        }),
        // Pending visits (no check-in yet) for the status filter (migration 20261124110000).
        daycare_visits_pending_idx: btree(['date', 'created_at', 'id'], {
          predicate: 'check_in_time IS NULL',
        }),
      },
      checks: {
        daycare_visits_check_out_after_check_in_check: 'CHECK (check_out_time >= check_in_time)',
      },
    },
    hotel_bookings: {
      indexes: {
        // The list variant's sorts on the copied names (kept by triggers) in Spanish order, the
        // duration sort, and the guests checked in (migration 20261125100000).
        hotel_bookings_dog_name_es_idx: btree(['dog_name COLLATE "es-x-icu"', 'check_in', 'id', 'check_out']),
        hotel_bookings_owner_name_es_idx: btree([
          'owner_name COLLATE "es-x-icu"',
          'dog_name COLLATE "es-x-icu"',
          'check_in',
          'id',
          'check_out',
        ]),
        hotel_bookings_duration_idx: btree(['(check_out - check_in)', 'check_in', 'id', 'check_out']),
        hotel_bookings_checked_in_idx: btree(['dog_id'], {
          predicate: 'status = \'checked-in\'::"HotelBookingStatus"',
        }),
      },
      checks: {
        hotel_bookings_check_out_after_check_in_check: 'CHECK (check_out > check_in)',
      },
      exclusions: {
        // No two non-cancelled stays of one dog overlap.
        hotel_bookings_no_overlap:
          "EXCLUDE USING gist (dog_id WITH =, tstzrange(check_in, check_out, '[)'::text) WITH &&) WHERE (status <> 'cancelled'::\"HotelBookingStatus\")",
      },
    },
    vet_appointments: {
      indexes: {
        // The dashboard's follow-ups due this week (migration 20261126100000).
        vet_appointments_follow_up_idx: btree(['follow_up_date'], { predicate: 'follow_up_required' }),
      },
    },
    kennels: {
      checks: {
        // A kennel takes 1 to 50 dogs (migration 20261129100000_kennels).
        kennels_capacity_check: 'CHECK (capacity >= 1 AND capacity <= 50)',
      },
    },
    hotel_waitlist: {
      checks: {
        hotel_waitlist_check_out_after_check_in_check: 'CHECK (check_out > check_in)',
      },
    },
    vaccines: {
      checks: {
        vaccines_covers_check:
          "CHECK (covers IS NOT NULL AND cardinality(covers) > 0 AND covers <@ ARRAY['rabies'::text, 'distemper'::text, 'hepatitis'::text, 'parvovirus'::text, 'parainfluenza'::text, 'leptospirosis'::text, 'bordetella'::text])",
        vaccines_validity_months_check: 'CHECK (validity_months >= 1 AND validity_months <= 120)',
      },
    },
    dog_vaccinations: {
      checks: {
        dog_vaccinations_expiry_check: 'CHECK (expires_on > given_on)',
      },
    },
    vaccination_requirements: {
      checks: {
        vaccination_requirements_service_check:
          "CHECK (service = ANY (ARRAY['daycare'::text, 'hotel'::text, 'grooming'::text]))",
        vaccination_requirements_mode_check:
          "CHECK (mode = ANY (ARRAY['off'::text, 'warn'::text, 'block'::text]))",
        vaccination_requirements_diseases_check:
          "CHECK (diseases IS NOT NULL AND diseases <@ ARRAY['rabies'::text, 'distemper'::text, 'hepatitis'::text, 'parvovirus'::text, 'parainfluenza'::text, 'leptospirosis'::text, 'bordetella'::text])",
      },
    },
    // Billing (migration 20261130100000_billing, docs/domains/billing.md).
    vat_rates: {
      checks: {
        vat_rates_category_check:
          "CHECK (category = ANY (ARRAY['general'::text, 'reduced'::text, 'super-reduced'::text, 'exempt'::text]))",
        vat_rates_rate_check: 'CHECK (rate >= 0 AND rate <= 100)',
      },
    },
    prices: {
      checks: {
        prices_service_check:
          "CHECK (service = ANY (ARRAY['daycare'::text, 'hotel'::text, 'vet'::text, 'grooming'::text, 'shop'::text]))",
        prices_vat_category_check:
          "CHECK (vat_category = ANY (ARRAY['general'::text, 'reduced'::text, 'super-reduced'::text, 'exempt'::text]))",
        prices_size_check: "CHECK (size = ANY (ARRAY['S'::text, 'M'::text, 'L'::text, 'XL'::text]))",
        prices_price_cents_check: 'CHECK (price_cents >= 0)',
      },
    },
    charges: {
      checks: {
        charges_status_check: "CHECK (status = ANY (ARRAY['pending'::text, 'invoiced'::text]))",
        charges_invoiced_check: "CHECK ((status = 'invoiced'::text) = (invoice_id IS NOT NULL))",
        charges_total_check: 'CHECK (total_cents = (quantity * unit_price_cents))',
      },
    },
    invoices: {
      checks: {
        invoices_kind_check:
          "CHECK (kind = ANY (ARRAY['full'::text, 'simplified'::text, 'corrective'::text]))",
        invoices_status_check:
          "CHECK (status = ANY (ARRAY['issued'::text, 'paid'::text, 'partly-paid'::text, 'rectified'::text, 'void'::text]))",
        invoices_totals_check: 'CHECK ((base_cents + vat_cents) = total_cents)',
        invoices_number_check: 'CHECK (number >= 1)',
      },
    },
    invoice_lines: {
      checks: {
        invoice_lines_amounts_check:
          'CHECK ((base_cents + vat_cents) = total_cents AND total_cents = (quantity * unit_price_cents))',
      },
    },
    // Payments, till and fiscal records (migration 20261201100000_till_fiscal, docs/domains/till.md).
    till_sessions: {
      indexes: {
        // One open till per business (decision 0060).
        till_sessions_one_open_key: btree(['(true)'], { unique: true, predicate: 'closed_at IS NULL' }),
      },
      checks: { till_sessions_float_cents_check: 'CHECK (float_cents >= 0)' },
    },
    payments: {
      checks: {
        payments_method_check:
          "CHECK (method = ANY (ARRAY['cash'::text, 'card'::text, 'bizum'::text, 'transfer'::text]))",
        payments_amount_cents_check: 'CHECK (amount_cents <> 0)',
      },
    },
    fiscal_records: {
      checks: { fiscal_records_type_check: "CHECK (type = ANY (ARRAY['alta'::text, 'anulacion'::text]))" },
    },
    fiscal_outbox: {
      checks: {
        fiscal_outbox_status_check:
          "CHECK (status = ANY (ARRAY['pending'::text, 'sent'::text, 'rejected'::text]))",
      },
    },
    settings: {
      checks: {
        // One row of business-wide settings, each value from its list (migration 20261127100000).
        settings_single_row_check: 'CHECK (id = 1)',
        settings_date_format_check:
          "CHECK (date_format = ANY (ARRAY['mm/dd/yyyy'::text, 'dd/mm/yyyy'::text]))",
        settings_time_format_check: "CHECK (time_format = ANY (ARRAY['12h'::text, '24h'::text]))",
        settings_daycare_capacity_check: 'CHECK (daycare_capacity IS NULL OR daycare_capacity >= 1)',
      },
    },
    grooming_bookings: {
      indexes: {
        // All Bookings' search by phone: the digits of the booking's phone (migration 20261125300000).
        grooming_bookings_phone_digits_trgm_idx: {
          unique: false,
          method: 'gin',
          // (as pg_get_indexdef prints the key with its operator class)
          keys: ["regexp_replace(owner_phone, '[^0-9]'::text, ''::text, 'g'::text gin_trgm_ops"],
          predicate: null,
        },
      },
      checks: {
        // A quarter of an hour to a working day.
        grooming_bookings_duration_minutes_check:
          'CHECK (duration_minutes >= 15 AND duration_minutes <= 480)',
        // A completed booking says when it was completed.
        grooming_bookings_completed_at_check:
          'CHECK (status <> \'completed\'::"AppointmentStatus" OR completed_at IS NOT NULL)',
      },
      exclusions: {
        // One groomer never holds two overlapping non-cancelled bookings.
        grooming_bookings_groomer_no_overlap:
          'EXCLUDE USING gist (groomer_id WITH =, grooming_slot(appointment_date, duration_minutes) WITH &&) WHERE (status <> \'cancelled\'::"AppointmentStatus" AND groomer_id IS NOT NULL)',
      },
    },
  },
};
