import type { AgentType, UserRole } from '@shared/contracts/users';

export interface DemoUser {
  name: string;
  email: string;
  phone: string;
  country: string;
  role: UserRole;
  approvalStatus: 'pending' | 'approved' | 'rejected';
  approvalRemark?: string;
  banned?: string;
  vip?: boolean;
  agentType?: AgentType;
  commissionRate?: number;
  bankName?: string;
  bankAccountNumber?: string;
  verificationStatus?: 'pending' | 'approved' | 'rejected';
  /** Riders: a MyKad (`YYMMDD-PB-###G`, the date of birth taken from it) or a passport number. */
  idNumber?: string;
  /** Riders with a passport: `YYYY-MM-DD`. */
  dateOfBirth?: string;
  /** Days since the last sign-in; undefined: never signed in. */
  lastLoginDaysAgo?: number;
  createdDaysAgo: number;
  contactChange?: { field: 'email' | 'phone'; newValue: string };
}

/** Users of every role and state, with Malaysian names and numbers. */
export const DEMO_USERS: DemoUser[] = [
  { name: 'Ahmad Faizal bin Rahman', email: 'faizal.guest@demo.my', phone: '+60122345001', country: 'MY', role: 'guest', approvalStatus: 'pending', createdDaysAgo: 2 },
  { name: 'Chong Li Ying', email: 'liying.guest@demo.my', phone: '+60162345002', country: 'MY', role: 'guest', approvalStatus: 'pending', createdDaysAgo: 1 },
  { name: 'Priya a/p Ramasamy', email: 'priya.guest@demo.my', phone: '+60192345003', country: 'MY', role: 'guest', approvalStatus: 'approved', vip: true, lastLoginDaysAgo: 3, createdDaysAgo: 200 },
  { name: 'James Tan', email: 'james.sg@demo.my', phone: '+6591234567', country: 'SG', role: 'guest', approvalStatus: 'approved', lastLoginDaysAgo: 120, createdDaysAgo: 400, contactChange: { field: 'email', newValue: 'james.tan.new@demo.my' } },
  { name: 'Nur Izzati binti Kamal', email: 'izzati.guest@demo.my', phone: '+60132345005', country: 'MY', role: 'guest', approvalStatus: 'rejected', approvalRemark: 'Identity card photo unreadable', createdDaysAgo: 30 },
  { name: 'Lee Chee Keong', email: 'cheekeong.agent@demo.my', phone: '+60172345006', country: 'MY', role: 'agent', approvalStatus: 'approved', agentType: 'freelance', commissionRate: 5.5, bankName: 'Maybank', bankAccountNumber: '514012345678', lastLoginDaysAgo: 1, createdDaysAgo: 300 },
  { name: 'Zulkifli bin Hassan', email: 'zul.agent@demo.my', phone: '+60182345007', country: 'MY', role: 'agent', approvalStatus: 'pending', agentType: 'corporate', commissionRate: 8, bankName: 'CIMB Bank', bankAccountNumber: '8001234567', createdDaysAgo: 4 },
  { name: 'Goh Siew Ling', email: 'siewling.agent@demo.my', phone: '+60142345008', country: 'MY', role: 'agent', approvalStatus: 'approved', agentType: 'in_house', commissionRate: 3.25, bankName: 'Public Bank', bankAccountNumber: '3123456789', vip: true, lastLoginDaysAgo: 95, createdDaysAgo: 500, contactChange: { field: 'phone', newValue: '+60142345099' } },
  { name: 'Mohd Azlan bin Yusof', email: 'azlan.rider@demo.my', phone: '+60112345009', country: 'MY', role: 'rider', approvalStatus: 'approved', verificationStatus: 'pending', idNumber: '920518-14-5237', lastLoginDaysAgo: 0, createdDaysAgo: 120 },
  { name: 'Saravanan a/l Muthu', email: 'saravanan.rider@demo.my', phone: '+60102345010', country: 'MY', role: 'rider', approvalStatus: 'approved', verificationStatus: 'approved', idNumber: '880923-10-5411', lastLoginDaysAgo: 0, createdDaysAgo: 240 },
  { name: 'Wong Kah Wai', email: 'kahwai.rider@demo.my', phone: '+60122345011', country: 'MY', role: 'rider', approvalStatus: 'pending', verificationStatus: 'pending', idNumber: '010307-07-0153', createdDaysAgo: 5 },
  { name: 'Hafizah binti Omar', email: 'hafizah.rider@demo.my', phone: '+60162345012', country: 'MY', role: 'rider', approvalStatus: 'approved', verificationStatus: 'rejected', banned: 'Repeated no-shows at pick-up', idNumber: '950211-01-5678', lastLoginDaysAgo: 40, createdDaysAgo: 180 },
  { name: 'Teo Boon Hock', email: 'boonhock.buyer@demo.my', phone: '+60192345013', country: 'MY', role: 'buyer', approvalStatus: 'approved', lastLoginDaysAgo: 10, createdDaysAgo: 90 },
  { name: 'Aina Sofea binti Razak', email: 'aina.buyer@demo.my', phone: '+60132345014', country: 'MY', role: 'buyer', approvalStatus: 'pending', createdDaysAgo: 3, contactChange: { field: 'phone', newValue: '+60132345098' } },
  { name: 'Dato\u2019 Lim Kok Wah', email: 'kokwah.owner@demo.my', phone: '+60172345015', country: 'MY', role: 'owner', approvalStatus: 'approved', vip: true, lastLoginDaysAgo: 7, createdDaysAgo: 700 },
  { name: 'Rosnah binti Ibrahim', email: 'rosnah.owner@demo.my', phone: '+60182345016', country: 'MY', role: 'owner', approvalStatus: 'approved', lastLoginDaysAgo: 200, createdDaysAgo: 900 },
];
