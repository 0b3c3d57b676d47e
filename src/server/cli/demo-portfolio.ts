/**
 * Issue 10's demo portfolio: three operating companies, twelve properties in Kuala Lumpur, Selangor, Penang and
 * Johor, about forty room types, 300 units (or `--units N`), 150 owners and four service packages, one of them
 * versioned. Names are made up; the places are real.
 */
export const DEMO_OWNERS = 150;
export const DEMO_UNITS = 300;

export const DEMO_COMPANIES = [
  {
    name: 'StayOps Hospitality Sdn. Bhd.', registrationNumber: '201901012345 (1319876-K)', sstNumber: 'W10-1908-32000456', tourismTaxNumber: '141-2019-000456',
    addressLine1: 'Level 18, Menara Binjai, 2 Jalan Binjai', postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14', phone: '+60327110000',
    email: 'accounts@stayops.my', bankName: 'Maybank', bankAccountNumber: '514011223344',
  },
  {
    name: 'Pulau Pinang Serviced Suites Sdn. Bhd.', registrationNumber: '201701034567 (1245678-H)', sstNumber: 'P11-1708-32000789', tourismTaxNumber: '141-2017-000789',
    addressLine1: '38 Lebuh Farquhar', postcode: '10200', city: 'George Town', state: 'MY-07', phone: '+6042610000',
    email: 'finance@ppsuites.my', bankName: 'Public Bank', bankAccountNumber: '3187654321',
  },
  {
    name: 'Selatan Homestay Management Sdn. Bhd.', registrationNumber: '202101045678 (1412345-W)', sstNumber: null, tourismTaxNumber: '141-2021-001122',
    addressLine1: '12 Jalan Wong Ah Fook', postcode: '80000', city: 'Johor Bahru', state: 'MY-01', phone: '+6072220000',
    email: 'hello@selatanhomestay.my', bankName: 'CIMB Bank', bankAccountNumber: '8601234567',
  },
] as const;

type Terms = { feeBasis: 'gross' | 'net_of_commission' | 'accommodation_only'; rateBp: number; minimumMonthlyFeeSen: number | null; cleaningPassThrough: boolean; expenseMarkupBp: number };
export const DEMO_PACKAGES: { name: string; description: string; versions: (Terms & { effectiveMonth: string })[] }[] = [
  {
    name: 'Full Management 20%',
    description: 'Listing, pricing, guests, cleaning and maintenance; 20% of gross revenue, at least RM 300 a month.',
    versions: [
      { effectiveMonth: '2024-01', feeBasis: 'gross', rateBp: 2000, minimumMonthlyFeeSen: 30_000, cleaningPassThrough: true, expenseMarkupBp: 1000 },
      // Revised when the SST on accommodation went to 8%.
      { effectiveMonth: '2025-03', feeBasis: 'gross', rateBp: 2200, minimumMonthlyFeeSen: 35_000, cleaningPassThrough: true, expenseMarkupBp: 1000 },
    ],
  },
  {
    name: 'Premium Net 25%',
    description: 'Full management charged on revenue after channel commission.',
    versions: [{ effectiveMonth: '2024-01', feeBasis: 'net_of_commission', rateBp: 2500, minimumMonthlyFeeSen: 50_000, cleaningPassThrough: true, expenseMarkupBp: 1500 }],
  },
  {
    name: 'Essential 15%',
    description: 'Accommodation revenue only; the owner arranges maintenance.',
    versions: [{ effectiveMonth: '2024-01', feeBasis: 'accommodation_only', rateBp: 1500, minimumMonthlyFeeSen: null, cleaningPassThrough: false, expenseMarkupBp: 500 }],
  },
  {
    name: 'Corporate Lease 12%',
    description: 'Long corporate stays; cleaning billed to the guest company.',
    versions: [{ effectiveMonth: '2024-06', feeBasis: 'gross', rateBp: 1200, minimumMonthlyFeeSen: 20_000, cleaningPassThrough: false, expenseMarkupBp: 800 }],
  },
];

/** Twelve buildings, by company (index into DEMO_COMPANIES). */
export const DEMO_PROPERTIES = [
  { company: 0, name: 'Residensi Bukit Bintang', addressLine1: '28 Jalan Bukit Bintang', postcode: '55100', city: 'Kuala Lumpur', state: 'MY-14' },
  { company: 0, name: 'KLCC Skyline Suites', addressLine1: '3 Jalan Kia Peng', postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14' },
  { company: 0, name: 'Mont Kiara Vista', addressLine1: '9 Jalan Kiara 3', postcode: '50480', city: 'Kuala Lumpur', state: 'MY-14' },
  { company: 0, name: 'Bangsar Loft Residences', addressLine1: '15 Jalan Telawi 2', postcode: '59100', city: 'Kuala Lumpur', state: 'MY-14' },
  { company: 0, name: 'Petaling Jaya Central Suites', addressLine1: '1 Jalan 13/6', postcode: '46200', city: 'Petaling Jaya', state: 'MY-10' },
  { company: 0, name: 'Shah Alam Lakeside', addressLine1: '7 Persiaran Tasik', postcode: '40000', city: 'Shah Alam', state: 'MY-10' },
  { company: 0, name: 'Cyberjaya Greenview', addressLine1: '22 Persiaran Multimedia', postcode: '63000', city: 'Cyberjaya', state: 'MY-10' },
  { company: 1, name: 'Gurney Bay Residences', addressLine1: '88 Persiaran Gurney', postcode: '10250', city: 'George Town', state: 'MY-07' },
  { company: 1, name: 'Tanjung Bungah Seaview', addressLine1: '5 Jalan Tanjung Bungah', postcode: '11200', city: 'Tanjung Bungah', state: 'MY-07' },
  { company: 1, name: 'George Town Heritage Suites', addressLine1: '41 Lebuh Armenian', postcode: '10200', city: 'George Town', state: 'MY-07' },
  { company: 2, name: 'Danga Bay Marina Suites', addressLine1: '2 Jalan Skudai', postcode: '80200', city: 'Johor Bahru', state: 'MY-01' },
  { company: 2, name: 'JB Sentral Residences', addressLine1: '10 Jalan Tun Abdul Razak', postcode: '80000', city: 'Johor Bahru', state: 'MY-01' },
] as const;

/** Room types; every third property also has the penthouse, which makes 40 in all. */
export const DEMO_ROOM_TYPES = [
  { name: 'Studio', bedrooms: 0, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 15_000, cleaningFeeSen: 4_000 },
  { name: '1 Bedroom Suite', bedrooms: 1, bathrooms: 1, maxGuests: 3, baseNightlyRateSen: 21_000, cleaningFeeSen: 5_000 },
  { name: '2 Bedroom Family', bedrooms: 2, bathrooms: 2, maxGuests: 5, baseNightlyRateSen: 32_000, cleaningFeeSen: 7_000 },
  { name: '3 Bedroom Penthouse', bedrooms: 3, bathrooms: 3, maxGuests: 8, baseNightlyRateSen: 68_000, cleaningFeeSen: 12_000 },
] as const;
