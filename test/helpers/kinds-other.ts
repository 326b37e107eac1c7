/**
 * Made-up documents of kinds other than invoices, receipts and orders: contracts and agreements,
 * letters and notices, insurance policies, tax statements, medical and pharmacy invoices, a hotel
 * folio, travel bookings, a certificate and forms with check boxes, each with the plain schema a
 * first-time user writes for its kind (English field names, one-sentence descriptions).
 */
import type { ProbeDoc } from './kinds.js';
import { CONTRACTS } from './kinds-other-contracts.js';
import { PAPERS } from './kinds-other-papers.js';

export { sheet, sheetPdf } from './kinds.js';

type Json = Record<string, unknown>;

const s = (description: string, extra: Json = {}): Json => ({ type: 'string', description, ...extra });
const n = (description: string): Json => ({ type: 'number', description });
const int = (description: string): Json => ({ type: 'integer', description });
const d = (description: string): Json => ({ type: 'string', format: 'date', description });
const b = (description: string): Json => ({ type: 'boolean', description });
const list = (description: string, item: Json): Json => ({ type: 'array', description, items: item });
const obj = (properties: Record<string, Json>): Json => ({ type: 'object', properties });

/** The schemas of each kind, as a first-time user writes them. */
export const OTHER_SCHEMAS: Record<string, Json> = {
  nda: obj({
    parties: list('The companies or people that enter into the agreement.', s('A party to the agreement.')),
    effective_date: d('The date the agreement takes effect.'),
    term: s('How long the agreement lasts.'),
    governing_law: s('The country or state whose law governs the agreement.'),
    place_of_jurisdiction: s('The place whose courts settle disputes.'),
    signatories: list('The people who sign the agreement.', obj({ name: s('Name of the person signing.'), title: s('Their position.') })),
  }),
  lease: obj({
    landlord: s('The owner who lets the property.'),
    tenant: s('The person renting the property.'),
    property_address: s('The address of the rented property.'),
    start_date: d('The date the lease begins.'),
    lease_term: s('The duration of the lease.'),
    monthly_rent: n('The rent per month.'),
    deposit: n('The security deposit.'),
  }),
  service_agreement: obj({
    client: s('The company that buys the services.'),
    service_provider: s('The company that provides the services.'),
    effective_date: d('When the contract comes into force.'),
    duration: s('How long the contract runs.'),
    monthly_fee: n('The fee paid each month, before tax.'),
    governing_law: s('The country whose law governs the contract.'),
    place_of_jurisdiction: s('The city whose courts handle disputes.'),
    signatories: list('The people who sign the contract.', s('Name of a signatory.')),
  }),
  employment_contract: obj({
    employer: s('The company that employs the worker.'),
    employee: s('The name of the employee.'),
    job_title: s('The position the employee is hired for.'),
    start_date: d('The first day of employment.'),
    gross_salary: n('The agreed gross salary.'),
    probation_period: s('The length of the probation period.'),
    notice_period: s('The notice period for ending the contract.'),
  }),
  letter: obj({
    sender: s('Who sent the letter.'),
    recipient: s('Who the letter is addressed to.'),
    letter_date: d('The date of the letter.'),
    reference: s("The sender's reference for this matter."),
    subject: s('The subject line of the letter.'),
    deadline: d('The date by which the recipient must act.'),
  }),
  insurance_policy: obj({
    policy_number: s('The policy number.'),
    insurer: s('The insurance company.'),
    policyholder: s('The person who holds the policy.'),
    sum_insured: n('The maximum amount covered.'),
    premium: n('The yearly premium.'),
    currency: s('Currency of the amounts.'),
    start_date: d('When the cover starts.'),
    end_date: d('When the cover ends.'),
  }),
  tax_statement: obj({
    tax_year: int('The year the statement is for.'),
    payer: s('The employer or organisation that paid the income.'),
    taxpayer: s('The person the statement is about.'),
    taxpayer_tax_id: s("The taxpayer's tax identification number."),
    gross_income: n('Total income paid in the year.'),
    tax_withheld: n('Income tax withheld.'),
    social_security_contributions: n('Social security contributions paid by the employee.'),
  }),
  medical_invoice: obj({
    provider: s('The doctor or practice that sends the bill.'),
    patient_name: s('The patient treated.'),
    invoice_number: s('The invoice number.'),
    invoice_date: d('The date of the invoice.'),
    due_date: d('The date by which the bill must be paid.'),
    total: n('The total amount to pay.'),
    services: list('The treatments billed.', obj({ date: d('Date of the treatment.'), code: s('The fee schedule code.'), description: s('The treatment.'), amount: n('The fee.') })),
  }),
  pharmacy_receipt: obj({
    pharmacy: s('The pharmacy.'),
    patient: s('The patient the medicines are for.'),
    invoice_number: s('The invoice number.'),
    date: d('The date of purchase.'),
    items: list('The medicines bought.', obj({ name: s('The medicine.'), quantity: n('How many packs.'), unit_price: n('Price of one pack.'), amount: n('Line total.') })),
    total: n('The total price.'),
    insurance_share: n('The part paid by health insurance.'),
    patient_share: n('The part the patient pays.'),
  }),
  hotel_folio: obj({
    hotel_name: s('The hotel.'),
    guest_name: s('The guest the bill is for.'),
    room_number: s('The room number.'),
    check_in: d('Arrival date.'),
    check_out: d('Departure date.'),
    nights: int('Number of nights stayed.'),
    invoice_number: s('The invoice number of the folio.'),
    total: n('The total of the bill.'),
    charges: list('Every charge on the folio.', obj({ date: d('Date of the charge.'), description: s('What was charged.'), amount: n('The amount.') })),
  }),
  flight_booking: obj({
    booking_reference: s('The booking reference or PNR.'),
    passengers: list('Names of the passengers.', s('A passenger name.')),
    flights: list('The flights booked.', obj({
      flight_number: s('The flight number.'),
      origin: s('Airport of departure.'),
      destination: s('Airport of arrival.'),
      departure: s('Date and time of departure.', { format: 'date-time' }),
    })),
    total_price: n('The total price paid.'),
    currency: s('The currency of the price.'),
  }),
  train_ticket: obj({
    ticket_number: s('The ticket number.'),
    passenger: s('The name of the traveller.'),
    travel_date: d('The date of travel.'),
    from_station: s('The station the journey starts from.'),
    to_station: s('The destination station.'),
    departure_time: s('The time the train leaves.'),
    train: s('The train number.'),
    travel_class: s('The class of travel.', { enum: ['1', '2'] }),
    price: n('The ticket price.'),
    currency: s('The currency of the price.'),
  }),
  certificate: obj({
    certificate_number: s('The number of the certificate.'),
    holder_name: s('The person the certificate is awarded to.'),
    course_title: s('The course or qualification completed.'),
    issued_by: s('The organisation that issued the certificate.'),
    issue_date: d('The date the certificate was issued.'),
    valid_until: d('The date the certificate expires.'),
  }),
  membership_form: obj({
    first_name: s('First name of the applicant.'),
    last_name: s('Family name of the applicant.'),
    date_of_birth: d('Date of birth.'),
    email: s('Email address.', { format: 'email' }),
    department: s('The sport section chosen.', { enum: ['Schwimmen', 'Tennis', 'Leichtathletik'] }),
    photo_consent: b('Whether the applicant agrees to team photos being published.'),
    newsletter: b('Whether the applicant wants the newsletter.'),
    direct_debit: b('Whether the applicant gives a direct debit mandate for the fee.'),
  }),
  permit_application: obj({
    applicant_name: s('Full name of the applicant.'),
    address: s('Home address of the applicant.'),
    vehicle_registration: s('The registration number of the vehicle.'),
    permit_type: s('The kind of permit applied for.', { enum: ['visitor', 'resident', 'business'] }),
    registered_at_address: b('Whether the vehicle is registered at the address.'),
    company_car: b('Whether the vehicle is a company car.'),
    pay_by_direct_debit: b('Whether the applicant pays by direct debit.'),
    application_date: d('The date of the application.'),
  }),
};

/** Every document of this probe: the contracts first, then the other papers. */
export const OTHER_PROBE: ProbeDoc[] = [...CONTRACTS, ...PAPERS];
