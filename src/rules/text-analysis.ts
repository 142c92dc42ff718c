/**
 * Term processing shared by indexing and querying: tokenizing, stopwords, a light
 * suffix stemmer, and a synonym layer that maps how players talk (often in the words
 * of other card games) onto the words the Comprehensive Rules use.
 */

const STOPWORDS = new Set(
  `a an the of to in on at by for with from into onto and or but if then than so as is are was were be been being
  it its this that these those there their them they he she his her you your yours my me we us our what which who whom
  whose when where why how do does did doing done can could would should will shall may might must have has had having
  get gets got up any also just about happen happens happened mean means meant work works explain exactly some such
  rule rules thing things one more than something way still ever really am im ive whats hows isnt dont doesnt
  ur pls plz stuff anyone someone somebody hey guys quick actually basically okay ok`.split(/\s+/),
);

/** Query-side rewrites for multi-word expressions; the replacement is added, not substituted. */
const PHRASES: [RegExp, string][] = [
  [/\bfirst turn\b/g, 'turn one first'],
  [/\bgoing first\b/g, 'first turn player one'],
  [/\bturn one\b/g, 'first turn'],
  [/\bhit points?\b/g, 'life'],
  [/\bdiscard pile\b/g, 'graveyard'],
  [/\bend of turn\b/g, 'end phase'],
  // Players speak of moments of a turn; the rules of its phases.
  [/\b(?:start|beginning|end) of (?:my|the|your|their|each|a|opps?) turn\b/g, 'phase'],
  [/\bcounter ?attack\w*\b/g, 'retaliate'],
  [/\bgo(?:es)? away\b/g, 'removed clean-up end phase'],
  [/\bwear(?:s)? off\b/g, 'removed end phase duration'],
  [/\bmana\b/g, 'memory reserve cost'],
  [/\bpay(?:s|ing)? for\b/g, 'cost'],
  [/\brespond(?:ing)? to\b/g, 'opportunity stack'],
  [/\bcan'?t be targeted\b/g, 'shroud target'],
  [/\bsame name\b/g, 'name unique'],
  [/\bhow many cards\b.*\bdeck\b/g, 'deck size'],
  [/\bdeck size\b/g, 'constructed format main deck cards'],
  // "how many copies can i run": copies of a card in a deck, not the copy rules.
  [/\bhow many copies\b|\bcopies\b.*\b(?:run|in (?:my|a|the) deck)\b/g, 'deck format constructed'],
  [/\b(?:\d|three|four|five|six) ?(?:players?|p)\b|\bffa\b|\bfree for all\b/g, 'multiplayer'],
  [/\bplay(?:ing)? first\b/g, 'first turn player'],
  [/\bgo(?:es)? first\b/g, 'first turn player random'],
  [/\b(?:at the same time|same time|simultaneous(?:ly)?)\b/g, 'simultaneous'],
  // "Play" is other games' word for the field.
  [/\b(?:left|leaves?|leaving) (?:play|the battlefield)\b/g, 'leave field'],
  [/\b(?:enters?|entered|entering) (?:play|the battlefield)\b/g, 'field'],
  [/\blki\b/g, 'last known information'],
  [/\bsba'?s?\b/g, 'state based checks'],
  [/\b(?:lvl?|level) ?(\d)\b/g, 'level'],
  // "lv 2+" is how a level restriction prints.
  [/\b(?:lvl?|level) ?\d\+/g, 'level restriction'],
  [/\bface[ -]?(?:up|down)\b/g, 'public private information'],
  [/\bturn[ -]based\b/g, 'turn-based special action'],
  // "can" against "can't": which permission wins.
  [/\bcan\b.*\b(?:cant|can't|cannot)\b|\b(?:cant|can't|cannot)\b.*\bcan\b/g, 'permission restrict overrule'],
  // Card text against the rules of the game.
  [/\b(?:card|text)\b.*\b(?:vs|versus|beats?|overrides?|over|against)\b.*\brules?\b|\brules?\b.*\b(?:vs|versus|beats?|overrides?|over|against)\b.*\b(?:card|text)\b/g, 'default case supersede'],
  // "gets +2" against "has +2": instanced and static continuous effects.
  [/\bgets?\b.*\b(?:vs|versus|or)\b.*\bha(?:s|ve)\b|\bha(?:s|ve)\b.*\b(?:vs|versus|or)\b.*\bgets?\b/g, 'instanced static continuous effect'],
  [/\buntil end of (?:the )?turn\b/g, 'duration continuous effect'],
  // Every target gone: the activation fizzles.
  [/\b(?:all|no|every|both)\b.*\btargets?\b.*\b(?:gone|illegal|invalid|left|leaves?|died|dead|removed)\b/g, 'fizzle'],
];

const SYNONYMS: Record<string, string[]> = {
  hp: ['life'],
  health: ['life'],
  tap: ['rest'],
  tapped: ['rest'],
  exhaust: ['rest'],
  exhausted: ['rest'],
  untap: ['wake', 'awake'],
  ready: ['awake'],
  exile: ['banish'],
  exiled: ['banish'],
  gy: ['graveyard'],
  yard: ['graveyard'],
  library: ['deck'],
  creature: ['ally'],
  minion: ['ally'],
  hero: ['champion'],
  champ: ['champion'],
  opp: ['opponent'],
  oppo: ['opponent'],
  opponents: ['opponent'],
  leader: ['champion'],
  instant: ['fast'],
  sorcery: ['slow'],
  block: ['intercept', 'retaliate', 'defend'],
  blocker: ['intercept', 'retaliate'],
  chain: ['stack'],
  priority: ['opportunity'],
  concede: ['concession'],
  scoop: ['concession'],
  mulligan: ['starting', 'hand'],
  dmg: ['damage'],
  info: ['information'],
  atk: ['attack'],
  atks: ['attack'],
  pwr: ['power'],
  dura: ['durability'],
  dur: ['durability'],
  mem: ['memory'],
  mat: ['material'],
  mats: ['material'],
  bf: ['field'],
  battlefield: ['field'],
  gyd: ['graveyard'],
  deckout: ['deck', 'draw', 'empty'],
  dfc: ['double', 'faced'],
  tok: ['token'],
  eff: ['effect'],
  trig: ['trigger'],
  trigs: ['trigger'],
  abil: ['ability'],
  reg: ['regalia'],
  weps: ['weapon'],
  wep: ['weapon'],
  lvl: ['level'],
  lv: ['level'],
  etb: ['enter'],
  eot: ['end'],
  kill: ['die', 'destroy'],
  die: ['death'],
  death: ['die'],
  prevent: ['prevention'],
  shield: ['prevention', 'bulwark'],
  armor: ['durability'],
  counterspell: ['negate'],
  cancel: ['negate'],
  float: ['floating'],
  shroud: ['spellshroud', 'omnishroud'],
  hexproof: ['spellshroud', 'omnishroud'],
  legend: ['unique'],
  tie: ['draw'],
  win: ['objective'],
  pass: ['opportunity'],
  cheap: ['cost', 'less'],
  cheaper: ['cost', 'less'],
  discount: ['cost', 'reduce'],
  heal: ['recover'],
  grave: ['graveyard'],
  mill: ['deck', 'graveyard'],
  bounce: ['return', 'hand'],
  flip: ['transform'],
  sac: ['sacrifice'],
  untargetable: ['target', 'spellshroud', 'omnishroud'],
  proc: ['trigger'],
  pitch: ['reserve'],
  tutor: ['search'],
  scry: ['glimpse'],
  ltb: ['leave'],
  ping: ['damage'],
  lethal: ['damage', 'life', 'die'],
};

/** The synonyms by the stem of the word they are given for ("exiles" finds those of "exile"). */
const SYNONYMS_BY_STEM = new Map<string, string[]>();

const IRREGULAR: Record<string, string> = {
  died: 'die', dies: 'die', dying: 'die', paid: 'pay', drew: 'draw', drawn: 'draw',
  chosen: 'choose', chose: 'choose', lost: 'lose', won: 'win', levelled: 'level', leveled: 'level',
  attacker: 'attack', attackers: 'attack', defender: 'defend', defenders: 'defend',
  retaliation: 'retaliate', retaliating: 'retaliate', retaliated: 'retaliate', retaliates: 'retaliate',
  materialization: 'materialize', materializing: 'materialize', materialized: 'materialize',
  activation: 'activate', activating: 'activate', activated: 'activate',
  delevelled: 'delevel', deleveled: 'delevel', delevelling: 'delevel',
  during: 'during', its: 'its', has: 'has', was: 'was', is: 'is', this: 'this', does: 'does', always: 'always',
};

/**
 * A deliberately small stemmer: plural and common verb endings; applied to index and query alike.
 * A final silent "e" goes too, so that a verb meets its -ing and -ed forms: naming/name,
 * timing/time, resolving/resolve, based/base all become one term.
 */
export function stem(word: string): string {
  const core = coreStem(word);
  return core.length > 3 && core.endsWith('e') && !core.endsWith('ee') ? core.slice(0, -1) : core;
}

function coreStem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  // "banishment" is the zone of what is banished; "replacement" what replaces.
  if (word.endsWith('ment') && word.length >= 10 && word !== 'statement') return word.slice(0, -4);
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4) return undouble(word.slice(0, -2));
  if (word.endsWith('es') && /(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function undouble(word: string): string {
  return /([bdgmnprt])\1$/.test(word) ? word.slice(0, -1) : word;
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}+]+/u)
    .filter((t) => t.length > 0);
}

/** Index-time term processing: drop stopwords and lone letters, stem the rest. */
export function processIndexTerm(term: string): string | null {
  const t = term.replace(/\++$/, '');
  if (t === '' || STOPWORDS.has(t)) return null;
  if (t.length === 1 && !/\d/.test(t) && t !== 'x') return null;
  return stem(t);
}

/** Whether a word means something to the query side without being a rules word: a stopword, a short form, an irregular form. */
export function isKnownWord(word: string): boolean {
  return STOPWORDS.has(word) || word in SYNONYMS || SYNONYMS_BY_STEM.has(stem(word)) || word in IRREGULAR;
}

/** Query-time term processing: as at index time, plus synonyms. */
export function processQueryTerm(term: string): string[] | null {
  const base = processIndexTerm(term);
  if (base === null) return null;
  const extra = SYNONYMS[term] ?? SYNONYMS_BY_STEM.get(base) ?? [];
  return [...new Set([base, ...extra.map(stem)])];
}

export function expandPhrases(query: string): string {
  let text = query.toLowerCase();
  const additions: string[] = [];
  for (const [pattern, addition] of PHRASES) {
    pattern.lastIndex = 0;
    if (pattern.test(text)) additions.push(addition);
  }
  if (additions.length > 0) text = `${text} ${additions.join(' ')}`;
  return text;
}

/** The distinct search terms of a text, as the index stores them. */
export function indexTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const token of tokenize(text)) {
    const term = processIndexTerm(token);
    if (term !== null) terms.add(term);
  }
  return terms;
}

for (const [word, extra] of Object.entries(SYNONYMS)) if (!SYNONYMS_BY_STEM.has(stem(word))) SYNONYMS_BY_STEM.set(stem(word), extra);
