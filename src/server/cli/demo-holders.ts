import { DEMO_USERS, type DemoUser } from './demo-users';
import { between, pickFrom, seededRandom } from './demo-random';

/** Issue 9's demo set: this many holders with a year of credit history. */
export const DEMO_CREDIT_HOLDERS = 200;

type Person = { given: string; family: string; male: boolean };

// Malaysia's three largest communities, named as they are on an identity card.
const MALAY_MEN = ['Mohd Firdaus', 'Ahmad Syahmi', 'Muhammad Amirul', 'Khairul Anuar', 'Azman', 'Hairul Nizam', 'Mohd Rizal', 'Faiz', 'Shahrul Izwan', 'Ikhwan'];
const MALAY_WOMEN = ['Nur Syafiqah', 'Siti Nurhaliza', 'Nurul Izzah', 'Farah Hanim', 'Aisyah', 'Norazlina', 'Wan Nadia', 'Intan Suraya', 'Zarina', 'Nabilah'];
const MALAY_FATHERS = ['Abdullah', 'Hamzah', 'Ismail', 'Yusof', 'Zainal', 'Ibrahim', 'Rahman', 'Othman', 'Hassan', 'Salleh', 'Mat Isa', 'Ramli'];
const CHINESE_FAMILY = ['Tan', 'Lim', 'Lee', 'Ng', 'Wong', 'Chan', 'Ooi', 'Khoo', 'Teh', 'Yap', 'Goh', 'Chong', 'Loh', 'Cheah', 'Low'];
const CHINESE_GIVEN = ['Boon Keat', 'Mei Fong', 'Wei Jie', 'Hui Min', 'Chee Wai', 'Siew Mei', 'Kah Seng', 'Pei Ling', 'Jun Hao', 'Xin Yi', 'Yong Sheng', 'Li Wen'];
const INDIAN_MEN = ['Kumaresan', 'Ganesh', 'Arvind', 'Thiagarajan', 'Vikneswaran', 'Suresh', 'Prakash', 'Mahendran'];
const INDIAN_WOMEN = ['Deepa', 'Kalaivani', 'Sharmila', 'Revathi', 'Thilaga', 'Anusha', 'Malathi', 'Shanthi'];
const INDIAN_FATHERS = ['Rajan', 'Krishnan', 'Muniandy', 'Subramaniam', 'Govindasamy', 'Maniam', 'Arumugam', 'Selvaraj'];
const BANKS = ['Maybank', 'CIMB Bank', 'Public Bank', 'RHB Bank', 'Hong Leong Bank', 'AmBank', 'Bank Islam'];
// Riders are left out: they come with identity documents and daily attendance, which these holders do not need.
const ROLES = ['guest', 'guest', 'owner', 'agent', 'buyer', 'owner', 'guest', 'agent'] as const;

export function person(random: () => number): Person & { full: string } {
  const roll = random();
  const male = random() < 0.5;
  if (roll < 0.5) {
    const given = pickFrom(random, male ? MALAY_MEN : MALAY_WOMEN);
    const father = pickFrom(random, MALAY_FATHERS);
    return { given, family: father, male, full: `${given} ${male ? 'bin' : 'binti'} ${father}` };
  }
  if (roll < 0.8) {
    const family = pickFrom(random, CHINESE_FAMILY);
    const given = pickFrom(random, CHINESE_GIVEN);
    return { given, family, male, full: `${family} ${given}` };
  }
  const given = pickFrom(random, male ? INDIAN_MEN : INDIAN_WOMEN);
  const father = pickFrom(random, INDIAN_FATHERS);
  return { given, family: father, male, full: `${given} ${male ? 'a/l' : 'a/p'} ${father}` };
}

const HAN_FAMILY: Record<string, string> = {
  Tan: '陈', Lim: '林', Lee: '李', Ng: '黄', Wong: '王', Chan: '陈', Ooi: '黄', Khoo: '邱', Teh: '郑', Yap: '叶', Goh: '吴', Chong: '张', Loh: '罗', Cheah: '谢', Low: '刘',
};
const HAN_GIVEN: Record<string, string> = {
  'Boon Keat': '文杰', 'Mei Fong': '美芳', 'Wei Jie': '伟杰', 'Hui Min': '慧敏', 'Chee Wai': '志伟', 'Siew Mei': '秀美',
  'Kah Seng': '家成', 'Pei Ling': '佩玲', 'Jun Hao': '俊豪', 'Xin Yi': '欣怡', 'Yong Sheng': '永胜', 'Li Wen': '丽文',
};

/** A Chinese name as many owners write it on their bank forms, romanised then in characters ("Tan Mei Fong 陈美芳"); others as they are. */
export function withHanName(p: Person & { full: string }): string {
  const family = HAN_FAMILY[p.family];
  const given = HAN_GIVEN[p.given];
  return family && given ? `${p.full} ${family}${given}` : p.full;
}

export const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '');

/**
 * The demo users made only to hold credit, enough that every approved demo user plus these make
 * DEMO_CREDIT_HOLDERS. The same list on every run (seeded), each email carrying its number so none
 * repeats. All approved and joined more than a year ago, so their year of credit fits their membership.
 */
export function generatedHolders(): DemoUser[] {
  const approvedDemoUsers = DEMO_USERS.filter((u) => u.approvalStatus === 'approved').length;
  const random = seededRandom(2026_09);
  return Array.from({ length: DEMO_CREDIT_HOLDERS - approvedDemoUsers }, (_, i) => {
    const p = person(random);
    const role = ROLES[i % ROLES.length];
    const n = String(i + 1).padStart(3, '0');
    const user: DemoUser = {
      name: p.full,
      email: `${slug(p.given)}.${slug(p.family)}.${n}@holders.demo.my`,
      // Celcom-style 011 numbers in a block no hand-made demo user uses.
      phone: `+60115${String(1_000_000 + i * 4_517).padStart(7, '0')}`,
      country: 'MY',
      role,
      approvalStatus: 'approved',
      vip: random() < 0.08,
      lastLoginDaysAgo: between(random, 0, 60),
      createdDaysAgo: between(random, 380, 1_500),
    };
    if (role === 'agent') {
      Object.assign(user, {
        agentType: pickFrom(random, ['freelance', 'in_house', 'corporate'] as const),
        commissionRate: between(random, 200, 900) / 100,
        bankName: pickFrom(random, BANKS),
        bankAccountNumber: String(between(random, 1_000_000_000, 9_999_999_999)),
      });
    }
    return user;
  });
}
