/** A seeded PRNG (mulberry32): the same seed gives the same company on every run, so figures compare. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [min, max]. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(next() * list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, int, pick, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof seededRandom>;

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Lúcia',
  'Marcos',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sônia',
  'Tiago',
  'Úrsula',
  'Vinícius',
  'Wagner',
  'Yara',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
];

/** A customer's name as people save it: one or two family names, sometimes a company. */
export function personName(random: Random): string {
  const first = random.pick(FIRST);
  if (random.chance(0.1))
    return `${first} - ${random.pick(['Loja', 'Oficina', 'Padaria', 'Clínica'])} ${random.pick(LAST)}`;
  return random.chance(0.4) ? `${first} ${random.pick(LAST)} ${random.pick(LAST)}` : `${first} ${random.pick(LAST)}`;
}

const CUSTOMER = [
  'Olá, boa tarde!',
  'Meu pedido ainda não chegou',
  'Qual o prazo de entrega?',
  'Pode me mandar o boleto?',
  'Obrigado!',
  'Ainda estou aguardando',
  'Consegue verificar por favor?',
  'O produto veio com defeito',
  'Bom dia',
  'Quero trocar o tamanho',
  'Vocês abrem no sábado?',
  'Segue o comprovante',
];
const AGENT = [
  'Olá! Em que posso ajudar?',
  'Vou verificar, um momento por favor.',
  'Pronto, já resolvi por aqui.',
  'Seu pedido sai amanhã.',
  'Enviei o boleto no seu e-mail.',
  'Posso ajudar em algo mais?',
  'Obrigado pelo contato!',
  '*Atenção:* o prazo é de 5 dias úteis.',
];

export const chatLine = (random: Random, fromMe: boolean) => random.pick(fromMe ? AGENT : CUSTOMER);
