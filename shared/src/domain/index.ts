// Public entry `@portal/shared/domain`: the pure product rules that two or more apps use (the shell
// through the owner overview counts as one), no React. A rule only one app uses lives in that app,
// beside its feature; shared/domain-contract.test.ts keeps it so. Not a singleton: each app bundles
// the part it imports, so a remote's rules are the ones it was built with.

export {
  photoSessionAlerts,
  type Alert,
  type AlertType,
} from './alerts';
export {
  amountOrZero,
} from './amount';
export {
  ACCOUNT_TYPE_LABELS,
  BANK_FORM_SCHEMA,
  BANK_SAVED_TOAST,
  bankOptionsFor,
  canSaveBank,
  OTHER_BANK,
  resolveBankName,
  validateBankForm,
  withBankSelected,
  type BankFormValues,
} from './bank';
export {
  matchPlatform,
  type Channel,
} from './channels';
export {
  DOCUMENT_MESSAGES,
  isValidCnpj,
  isValidCpf,
  validateAccountDocument,
  validateDocument,
} from './document';
export {
  addressFieldsToFill,
  lookUpPostalCode,
  postalCodeToLookUp,
  type PostalAddress,
} from './postal-code-lookup';
export {
  addDays,
  brazilClock,
  dayNumber,
  dayNumberMemo,
  daysBetween,
  daysInMonth,
  isoFromDayNumber,
  todayInBrazil,
  toIsoDate,
  weekday,
} from './iso-date';
export {
  digitsOnly,
  FIELD_MAX_LENGTH,
  INPUT_LIMITS,
  maskCep,
  maskDocument,
  maskPhone,
} from './masks';
export {
  isDashboardUnlocked,
  type OnboardingStatus,
  type OnboardingStoreStepStatus,
} from './onboarding-status';
export {
  ONBOARDING_STEPS,
  onboardingProgress,
  type OnboardingStepId,
  type StepPriority,
} from './onboarding-steps';
export {
  deriveOwnerOverview,
  type OwnerOverview,
} from './owner-overview';
export {
  periodBounds,
  type DateRange,
} from './periods';
export {
  photoStateByProperty,
} from './photo-session';
export {
  NOT_SIGNED_IN_TOAST,
  profileLoadErrorToast,
  profileUpdateErrorToast,
  type Toast,
} from './profile-errors';
export {
  formFromProfile,
  maxLengthsOf,
  profileFromForm,
  profileText,
  validateProfileForm,
  type ProfileFormField,
  type ProfileFormValues,
  type SavedProfile,
} from './profile-form';
export {
  partialProfileUpdate,
  type ProfileFields,
} from './profile-patch';
export {
  bedroomsText,
  guestsText,
  propertyTypeLabel,
} from './property-labels';
export {
  derivePropertyOnboarding,
  onboardingStepTarget,
  type ProgressStep,
  type PropertyOnboarding,
} from './property-onboarding';
export {
  BASIC_PROPERTY_FIELDS,
  displayPropertyStatus,
  hasValue,
  isActiveProperty,
  PROPERTY_DESCRIPTION_MIN_LENGTH,
  PROPERTY_STATUS_LABELS,
  propertyStanding,
  type PropertyDisplayStatus,
  type PropertyStanding,
} from './property-status';
export {
  quickMenuItems,
  type QuickMenuInput,
  type QuickMenuItem,
  type QuickMenuKey,
} from './quick-menu';
export {
  RECENT_DAYS,
} from './recent-reservations';
export {
  type CalendarEventRow,
  type DocumentType,
  type LocationType,
  type PhotoSessionRow,
  type PhotoSessionStatus,
  type ProfileRow,
  type PropertyListRow,
  type PropertyRow,
  type PropertyType,
  type ReservationRow,
  type ReservationStatus,
  type TimeSlot,
} from './rows';
export {
  field,
  isBlank,
  required,
  text,
  validateWith,
  type FormErrors,
} from './validate-with';
export { businessLimitsFromRows, type BusinessLimitRow, type BusinessLimits } from './business-limits';
export { localDraftRecord } from './local-draft-record';
