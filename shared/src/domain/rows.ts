// Row shapes as the database stores them (snake_case, nullable where the column is).
// Rules take `Pick<Row, ...>` of these, so callers pass whatever subset they selected.

export type DocumentType = 'cpf' | 'cnpj';
export type BankAccountType = 'corrente' | 'poupanca';

export interface ProfileRow {
  id: string;
  user_id: string;
  full_name: string | null;
  phone: string | null;
  email: string | null;
  document: string | null;
  document_type: DocumentType | null;
  /** 'yyyy-MM-dd' */
  birth_date: string | null;
  address_cep: string | null;
  address_street: string | null;
  address_number: string | null;
  address_complement: string | null;
  address_neighborhood: string | null;
  address_city: string | null;
  address_state: string | null;
  /** Carries the free-text name when the owner picked 'Outro'. */
  bank_name: string | null;
  bank_agency: string | null;
  bank_account: string | null;
  bank_account_type: BankAccountType | null;
  terms_accepted: boolean | null;
  created_at: string;
  updated_at: string;
}

export interface OwnerRow {
  id: string;
  name: string | null;
  email: string | null;
}

export type LocationType = 'campo' | 'capital' | 'montanha' | 'litoral';
export type PropertyType = 'casa' | 'apartamento' | 'parte_casa' | 'outro';

export interface PropertyRow {
  id: string;
  user_id: string;
  owner_id: string | null;
  property_name: string | null;
  location_type: LocationType | null;
  property_type: PropertyType | null;
  property_type_other: string | null;
  address_street: string | null;
  address_number: string | null;
  address_neighborhood: string | null;
  address_city: string | null;
  address_state: string | null;
  address_postal_code: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  guest_capacity: number | null;
  area_sqm: number | null;
  has_garage: boolean | null;
  description: string | null;
  /** Amenity ids (see amenities.ts) plus the owner's custom amenities as free text. */
  amenities: string[] | null;
  /** House-rule ids (see amenities.ts). */
  house_rules_options: string[] | null;
  /** Optional free-text specific rules. */
  house_rules: string | null;
  is_draft: boolean;
  is_verified: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * A property as the owner's property list reads it (getProperties, get_owner_overview): every column but the
 * long texts and lists only the property's own form shows (its description, amenities and house rules). With them, an owner of 300
 * properties' list was some 300 KB of JSON, most of its read's time; the form reads its property whole.
 */
export type PropertyListRow = Omit<PropertyRow, 'description' | 'amenities' | 'house_rules_options' | 'house_rules'>;

export type PhotoSessionStatus = 'pending' | 'confirmed' | 'rescheduled' | 'cancelled' | 'completed';
/** morning_08 / afternoon_13 are current; morning / afternoon are legacy values still displayed. */
export type TimeSlot = 'morning_08' | 'afternoon_13' | 'morning' | 'afternoon';

export interface PhotoSessionRow {
  id: string;
  user_id: string;
  property_id: string;
  /** 'yyyy-MM-dd' */
  date: string;
  time_slot: TimeSlot;
  address_street: string | null;
  address_number: string | null;
  address_complement: string | null;
  address_neighborhood: string | null;
  address_city: string | null;
  address_state: string | null;
  status: PhotoSessionStatus;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

export type ReservationStatus = 'confirmed' | 'in_progress' | 'completed' | 'cancelled' | 'pending';

export interface ReservationRow {
  id: string;
  user_id: string | null;
  property_id: string;
  owner_id: string | null;
  guest_name: string | null;
  guest_email: string | null;
  guest_phone: string | null;
  guests: number | null;
  /** 'yyyy-MM-dd' */
  check_in: string;
  /** 'yyyy-MM-dd' */
  check_out: string;
  total_amount: number | null;
  gross_amount: number | null;
  cleaning_fee: number | null;
  platform_fee: number | null;
  platform_fee_rate: number | null;
  /**
   * The spec names this column after the product brand ('{product}_fee'), which it does not reproduce;
   * the schema calls the management provider's commission `management_fee`.
   */
  management_fee: number | null;
  management_fee_rate: number | null;
  net_amount: number | null;
  host_payout: number | null;
  expected_payout_date: string | null;
  actual_payout_date: string | null;
  /** Free text from the channel; matched case-insensitively (see platform.ts). */
  platform: string | null;
  status: string | null;
  booking_reference: string | null;
  special_requests: string | null;
  created_at: string;
  updated_at: string;
}

export type CalendarEventType = 'blocked' | 'booking';

export interface CalendarEventRow {
  id: string;
  property_id: string;
  user_id: string;
  /** 'yyyy-MM-dd' */
  date: string;
  type: CalendarEventType;
  /** Defaults to 'Uso pessoal' for personal blocks. */
  title: string | null;
  /** 'manual' for blocks made by the owner. */
  source: string | null;
}

export type RatingType = 'photo_session';
export type FeedbackCategory = 'quality' | 'punctuality' | 'professionalism' | 'overall_experience';

export interface UserRatingRow {
  id: string;
  user_id: string;
  rating_type: RatingType;
  /** The photo session id. */
  related_entity_id: string;
  rating: number;
  comment: string | null;
  feedback_categories: FeedbackCategory[] | null;
  created_at: string;
  updated_at: string;
}
