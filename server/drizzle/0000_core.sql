CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE SEQUENCE entity_ids START 1000;
--> statement-breakpoint
CREATE TABLE operators (
  id text PRIMARY KEY DEFAULT nextval('entity_ids')::text,
  account_id text,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'operator')),
  active boolean NOT NULL DEFAULT true,
  last_signed_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX operators_email ON operators (lower(email));
--> statement-breakpoint
CREATE TABLE organizations (
  id text PRIMARY KEY DEFAULT nextval('entity_ids')::text,
  name text NOT NULL,
  name_kana text NOT NULL,
  kind text NOT NULL,
  prefecture text,
  postal_code text,
  address text,
  phone text,
  url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX organizations_search_trgm ON organizations USING gin ((lower(name || ' ' || name_kana)) gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE belongs (
  id text PRIMARY KEY DEFAULT nextval('entity_ids')::text,
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE expertise (
  id text PRIMARY KEY DEFAULT nextval('entity_ids')::text,
  name text NOT NULL,
  parent_id text REFERENCES expertise (id),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE doctors (
  id text PRIMARY KEY DEFAULT nextval('entity_ids')::text,
  email text NOT NULL,
  last_name text NOT NULL,
  first_name text NOT NULL,
  last_name_kana text NOT NULL,
  first_name_kana text NOT NULL,
  phone text,
  medical_license_number text NOT NULL,
  organization_id text REFERENCES organizations (id),
  belong_ids text[] NOT NULL DEFAULT '{}',
  expertise_ids text[] NOT NULL DEFAULT '{}',
  prefecture text,
  allowed boolean NOT NULL DEFAULT false,
  frozen boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  notification_disabled boolean NOT NULL DEFAULT false,
  reception_frequency text NOT NULL DEFAULT 'daily',
  mp_balance integer NOT NULL DEFAULT 0 CHECK (mp_balance >= 0),
  last_signed_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (lower(last_name || first_name || ' ' || last_name_kana || first_name_kana || ' ' || email)) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX doctors_email_live ON doctors (lower(email)) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX doctors_search_trgm ON doctors USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX doctors_page ON doctors (created_at DESC, id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX doctors_kana_page ON doctors (last_name_kana, id) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX doctors_organization ON doctors (organization_id);
--> statement-breakpoint
CREATE INDEX doctors_expertise ON doctors USING gin (expertise_ids);
--> statement-breakpoint
CREATE TABLE clients (
  id text PRIMARY KEY DEFAULT nextval('entity_ids')::text,
  company_name text NOT NULL,
  company_name_kana text NOT NULL,
  department text,
  contact_name text NOT NULL,
  contact_name_kana text,
  email text NOT NULL,
  phone text,
  postal_code text,
  prefecture text,
  address text,
  url text,
  suspended_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (lower(company_name || ' ' || company_name_kana || ' ' || contact_name || ' ' || email)) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX clients_email_live ON clients (lower(email)) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX clients_search_trgm ON clients USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX clients_page ON clients (created_at DESC, id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE TABLE mp_ledger (
  id text PRIMARY KEY DEFAULT nextval('entity_ids')::text,
  doctor_id text NOT NULL REFERENCES doctors (id),
  amount integer NOT NULL,
  reason text NOT NULL,
  operator_id text REFERENCES operators (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX mp_ledger_doctor ON mp_ledger (doctor_id, created_at DESC);
--> statement-breakpoint
CREATE TABLE import_keys (
  scope text NOT NULL,
  import_key text NOT NULL,
  entity_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, import_key)
);
--> statement-breakpoint
CREATE TABLE documents (
  kind text NOT NULL,
  id text NOT NULL DEFAULT nextval('entity_ids')::text,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id)
);
--> statement-breakpoint
CREATE INDEX documents_page ON documents (kind, created_at DESC, id DESC);
