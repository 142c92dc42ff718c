import type { IndexCard } from '../../src/cards/index-schema.js';

/**
 * A small self-written card set: real names and facts (costs, types, stats) of
 * Index cards, with placeholder text instead of any card wording.
 */
interface CardFacts {
  name: string;
  slug: string;
  uuid: string;
  types: string[];
  subtypes: string[];
  classes: string[];
  element: string;
  cost: { type: 'memory' | 'reserve' | 'none'; value: string | null };
  cost_memory: number | null;
  cost_reserve: number | null;
  level: number | null;
  power: number | null;
  life: number | null;
  durability: number | null;
  speed: boolean | null;
  legality: Record<string, { limit: number }> | null;
  edition: { uuid: string; slug: string; prefix: string; set: string; collector_number: string; rarity: number; image: string };
}

const FACTS: CardFacts[] = [
  {"name":"Spirit of Fire","slug":"spirit-of-fire","uuid":"LMyKyVC2O9","types":["CHAMPION"],"subtypes":["SPIRIT"],"classes":["SPIRIT"],"element":"FIRE","cost":{"type":"memory","value":"0"},"cost_memory":0,"cost_reserve":null,"level":0,"power":null,"life":15,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"zqHccKpk8L","slug":"spirit-of-fire-doa1e","prefix":"DOA 1st","set":"Dawn of Ashes First Edition","collector_number":"001","rarity":1,"image":"/cards/images/zqHccKpk8L.jpg"}},
  {"name":"Spirit of Water","slug":"spirit-of-water","uuid":"tafqldAGRF","types":["CHAMPION"],"subtypes":["SPIRIT"],"classes":["SPIRIT"],"element":"WATER","cost":{"type":"memory","value":"0"},"cost_memory":0,"cost_reserve":null,"level":0,"power":null,"life":15,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"XhpXCItkPe","slug":"spirit-of-water-doa1e","prefix":"DOA 1st","set":"Dawn of Ashes First Edition","collector_number":"002","rarity":1,"image":"/cards/images/XhpXCItkPe.jpg"}},
  {"name":"Lorraine, Wandering Warrior","slug":"lorraine-wandering-warrior","uuid":"DpHDGaX2Pn","types":["CHAMPION"],"subtypes":["WARRIOR","HUMAN"],"classes":["WARRIOR"],"element":"NORM","cost":{"type":"memory","value":"1"},"cost_memory":1,"cost_reserve":null,"level":1,"power":null,"life":20,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"RWwB4PfbAT","slug":"lorraine-wandering-warrior-demo22","prefix":"DEMO22","set":"LGS Demo 2022","collector_number":"002","rarity":1,"image":"/cards/images/RWwB4PfbAT.jpg"}},
  {"name":"Lorraine, Crux Knight","slug":"lorraine-crux-knight","uuid":"NfbZ0nouSQ","types":["CHAMPION"],"subtypes":["WARRIOR","HUMAN"],"classes":["WARRIOR"],"element":"CRUX","cost":{"type":"memory","value":"3"},"cost_memory":3,"cost_reserve":null,"level":3,"power":null,"life":28,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"OKOTXSMM5P","slug":"lorraine-crux-knight-doap","prefix":"DOAp","set":"Dawn of Ashes Prelude","collector_number":"005","rarity":1,"image":"/cards/images/OKOTXSMM5P.jpg"}},
  {"name":"Aegis of Dawn","slug":"aegis-of-dawn","uuid":"abipl6gt7l","types":["REGALIA","ITEM"],"subtypes":["GUARDIAN","SHIELD"],"classes":["GUARDIAN"],"element":"NEOS","cost":{"type":"memory","value":"1"},"cost_memory":1,"cost_reserve":null,"level":null,"power":null,"life":null,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"56cjg0bo2f","slug":"aegis-of-dawn-mrc","prefix":"MRC","set":"Mercurial Heart","collector_number":"030","rarity":4,"image":"/cards/images/56cjg0bo2f.jpg"}},
  {"name":"Alkahest","slug":"alkahest","uuid":"xfpk9xycwz","types":["REGALIA","ITEM"],"subtypes":["CLERIC","SOLVENT"],"classes":["CLERIC"],"element":"NORM","cost":{"type":"memory","value":"0"},"cost_memory":0,"cost_reserve":null,"level":null,"power":null,"life":null,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"s9ke3rs7qu","slug":"alkahest-mrc","prefix":"MRC","set":"Mercurial Heart","collector_number":"007","rarity":3,"image":"/cards/images/s9ke3rs7qu.jpg"}},
  {"name":"Aquamirage Whisper","slug":"aquamirage-whisper","uuid":"3n5x9fbkn0","types":["REGALIA","WEAPON"],"subtypes":["RANGER","AETHERWING"],"classes":["RANGER"],"element":"WATER","cost":{"type":"memory","value":"0"},"cost_memory":0,"cost_reserve":null,"level":null,"power":1,"life":null,"durability":3,"speed":null,"legality":null,"edition":{"uuid":"iveOuieEiE","slug":"aquamirage-whisper-p25","prefix":"P25","set":"Promotional 2025","collector_number":"094","rarity":6,"image":"/cards/images/iveOuieEiE.jpg"}},
  {"name":"Fireball","slug":"fireball","uuid":"RIVahUIQVD","types":["ACTION"],"subtypes":["MAGE","SPELL"],"classes":["MAGE"],"element":"FIRE","cost":{"type":"reserve","value":"4"},"cost_memory":null,"cost_reserve":4,"level":null,"power":null,"life":null,"durability":null,"speed":true,"legality":null,"edition":{"uuid":"jFUcHe4DNg","slug":"fireball-doa1e","prefix":"DOA 1st","set":"Dawn of Ashes First Edition","collector_number":"134","rarity":1,"image":"/cards/images/jFUcHe4DNg.jpg"}},
  {"name":"Spirit Blade: Ascension","slug":"spirit-blade-ascension","uuid":"N0ipz8UWwf","types":["ACTION"],"subtypes":["WARRIOR","SPELL"],"classes":["WARRIOR"],"element":"CRUX","cost":{"type":"reserve","value":"1"},"cost_memory":null,"cost_reserve":1,"level":null,"power":null,"life":null,"durability":null,"speed":true,"legality":null,"edition":{"uuid":"3Zf3dOCjdm","slug":"spirit-blade-ascension-doa1e","prefix":"DOA 1st","set":"Dawn of Ashes First Edition","collector_number":"251","rarity":3,"image":"/cards/images/3Zf3dOCjdm.jpg"}},
  {"name":"Blackmarket Broker","slug":"blackmarket-broker","uuid":"hHVf5xyjob","types":["ALLY"],"subtypes":["ASSASSIN","HUMAN"],"classes":["ASSASSIN"],"element":"WIND","cost":{"type":"reserve","value":"4"},"cost_memory":null,"cost_reserve":4,"level":null,"power":2,"life":3,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"XBB4XgCz1w","slug":"blackmarket-broker-doa1e","prefix":"DOA 1st","set":"Dawn of Ashes First Edition","collector_number":"202","rarity":1,"image":"/cards/images/XBB4XgCz1w.jpg"}},
  {"name":"Horticounter","slug":"horticounter","uuid":"vve1szpv86","types":["ACTION"],"subtypes":["CLERIC","SPELL","REACTION"],"classes":["CLERIC"],"element":"ASTRA","cost":{"type":"reserve","value":"X"},"cost_memory":null,"cost_reserve":-1,"level":null,"power":null,"life":null,"durability":null,"speed":true,"legality":null,"edition":{"uuid":"i7livfxrd1","slug":"horticounter-alc-alter","prefix":"ALC Alter","set":"Alchemical Revolution Alter Edition","collector_number":"224","rarity":4,"image":"/cards/images/i7livfxrd1.jpg"}},
  {"name":"Altruistic Blacksmith","slug":"altruistic-blacksmith","uuid":"Pd4hj3sveV","types":["ALLY"],"subtypes":["WARRIOR","HUMAN"],"classes":["WARRIOR"],"element":"NORM","cost":{"type":"reserve","value":"3"},"cost_memory":null,"cost_reserve":3,"level":null,"power":1,"life":3,"durability":null,"speed":null,"legality":{"DRAFT":{"limit":0},"STANDARD":{"limit":0}},"edition":{"uuid":"CXQI1C2r5n","slug":"altruistic-blacksmith-pp1","prefix":"PP1","set":"Pantheon Pack 1","collector_number":"001","rarity":6,"image":"/cards/images/CXQI1C2r5n.jpg"}},
  {"name":"Acerbica","slug":"acerbica","uuid":"7ax4ywyv19","types":["TOKEN","PHANTASIA"],"subtypes":["CLERIC","FLOWER"],"classes":["CLERIC"],"element":"TERA","cost":{"type":"reserve","value":"1"},"cost_memory":null,"cost_reserve":1,"level":null,"power":null,"life":null,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"pa4zg0ppmv","slug":"acerbica-hvn","prefix":"HVN","set":"Abyssal Heaven","collector_number":"201","rarity":1,"image":"/cards/images/pa4zg0ppmv.jpg"}},
  {"name":"Greater Boon of Astraeus","slug":"greater-boon-of-astraeus","uuid":"B9RzxSut57","types":["GREATER BOON"],"subtypes":["CLERIC","SPELL"],"classes":["CLERIC"],"element":"WIND","cost":{"type":"reserve","value":"6"},"cost_memory":null,"cost_reserve":6,"level":null,"power":null,"life":null,"durability":null,"speed":true,"legality":{"DRAFT":{"limit":0},"STANDARD":{"limit":0}},"edition":{"uuid":"uOyoArhz7O","slug":"greater-boon-of-astraeus-pp1","prefix":"PP1","set":"Pantheon Pack 1","collector_number":"010","rarity":6,"image":"/cards/images/uOyoArhz7O.jpg"}},
  {"name":"Academy Attendant","slug":"academy-attendant","uuid":"m4c8ljyevp","types":["ALLY"],"subtypes":["CLERIC","AUTOMATON"],"classes":["CLERIC"],"element":"NORM","cost":{"type":"reserve","value":"3"},"cost_memory":null,"cost_reserve":3,"level":null,"power":2,"life":2,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"fiszdne4n3","slug":"academy-attendant-alc","prefix":"ALC","set":"Alchemical Revolution","collector_number":"041","rarity":1,"image":"/cards/images/fiszdne4n3.jpg"}},
  {"name":"Academy Guide","slug":"academy-guide","uuid":"kk39i1f0ht","types":["ALLY"],"subtypes":["CLERIC","ANIMAL","HUMAN"],"classes":["CLERIC"],"element":"NORM","cost":{"type":"reserve","value":"3"},"cost_memory":null,"cost_reserve":3,"level":null,"power":1,"life":3,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"x99w8eraxx","slug":"academy-guide-p24","prefix":"P24","set":"Promotional 2024","collector_number":"120","rarity":6,"image":"/cards/images/x99w8eraxx.jpg"}},
  {"name":"Accompanying Guard","slug":"accompanying-guard","uuid":"ufvq8tuge1","types":["ALLY"],"subtypes":["GUARDIAN","HUMAN"],"classes":["GUARDIAN"],"element":"NORM","cost":{"type":"reserve","value":"2"},"cost_memory":null,"cost_reserve":2,"level":null,"power":1,"life":3,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"fsw85dhmfq","slug":"accompanying-guard-alc-alter","prefix":"ALC Alter","set":"Alchemical Revolution Alter Edition","collector_number":"215","rarity":2,"image":"/cards/images/fsw85dhmfq.jpg"}},
  {"name":"Absolving Flames","slug":"absolving-flames","uuid":"3fbpyhm271","types":["ACTION"],"subtypes":["CLERIC","SPELL"],"classes":["CLERIC"],"element":"FIRE","cost":{"type":"reserve","value":"3"},"cost_memory":null,"cost_reserve":3,"level":null,"power":null,"life":null,"durability":null,"speed":true,"legality":null,"edition":{"uuid":"fcng06fi6r","slug":"absolving-flames-amb","prefix":"AMB","set":"Mortal Ambition","collector_number":"094","rarity":1,"image":"/cards/images/fcng06fi6r.jpg"}},
  {"name":"Ashen Riffle","slug":"ashen-riffle","uuid":"fjpimrl974","types":["ACTION"],"subtypes":["MAGE","SUITED","SPELL"],"classes":["MAGE"],"element":"FIRE","cost":{"type":"reserve","value":"2"},"cost_memory":null,"cost_reserve":2,"level":null,"power":null,"life":null,"durability":null,"speed":true,"legality":null,"edition":{"uuid":"3tcae41mhi","slug":"ashen-riffle-dtr","prefix":"DTR","set":"Distorted Reflections","collector_number":"107","rarity":3,"image":"/cards/images/3tcae41mhi.jpg"}},
  {"name":"Ashwound Shot","slug":"ashwound-shot","uuid":"v9zfscdxzn","types":["ACTION"],"subtypes":["RANGER","AETHERCHARGE","SPELL"],"classes":["RANGER"],"element":"FIRE","cost":{"type":"reserve","value":"0"},"cost_memory":null,"cost_reserve":0,"level":null,"power":1,"life":null,"durability":null,"speed":true,"legality":null,"edition":{"uuid":"b1ouff9vjk","slug":"ashwound-shot-dtr","prefix":"DTR","set":"Distorted Reflections","collector_number":"108","rarity":1,"image":"/cards/images/b1ouff9vjk.jpg"}},
  {"name":"Attune with Flames","slug":"attune-with-flames","uuid":"nvx7mnu1xh","types":["ACTION"],"subtypes":["GUARDIAN","SKILL","CRAFT"],"classes":["GUARDIAN"],"element":"FIRE","cost":{"type":"reserve","value":"6"},"cost_memory":null,"cost_reserve":6,"level":null,"power":null,"life":null,"durability":null,"speed":true,"legality":null,"edition":{"uuid":"gq5w3jf01o","slug":"attune-with-flames-alc","prefix":"ALC","set":"Alchemical Revolution","collector_number":"095","rarity":3,"image":"/cards/images/gq5w3jf01o.jpg"}},
  {"name":"Blazing Cindercharge","slug":"blazing-cindercharge","uuid":"e48axaql3n","types":["ACTION"],"subtypes":["RANGER","AETHERCHARGE","SPELL"],"classes":["RANGER"],"element":"FIRE","cost":{"type":"reserve","value":"3"},"cost_memory":null,"cost_reserve":3,"level":null,"power":1,"life":null,"durability":null,"speed":false,"legality":null,"edition":{"uuid":"d0favv35p3","slug":"blazing-cindercharge-dtr","prefix":"DTR","set":"Distorted Reflections","collector_number":"109","rarity":3,"image":"/cards/images/d0favv35p3.jpg"}},
  {"name":"Blazing Throw","slug":"blazing-throw","uuid":"iohZMWh5v5","types":["ACTION"],"subtypes":["WARRIOR","SKILL"],"classes":["WARRIOR"],"element":"FIRE","cost":{"type":"reserve","value":"1"},"cost_memory":null,"cost_reserve":1,"level":null,"power":null,"life":null,"durability":null,"speed":false,"legality":null,"edition":{"uuid":"rWzGRqSjNl","slug":"blazing-throw-doa1e","prefix":"DOA 1st","set":"Dawn of Ashes First Edition","collector_number":"120","rarity":1,"image":"/cards/images/rWzGRqSjNl.jpg"}},
  {"name":"Alchemist's Kit","slug":"alchemists-kit","uuid":"ettczb14m4","types":["REGALIA","ITEM"],"subtypes":["CLERIC","ACCESSORY"],"classes":["CLERIC"],"element":"NORM","cost":{"type":"memory","value":"0"},"cost_memory":0,"cost_reserve":null,"level":null,"power":null,"life":null,"durability":null,"speed":null,"legality":null,"edition":{"uuid":"yfjo9iitvx","slug":"alchemists-kit-alc","prefix":"ALC","set":"Alchemical Revolution","collector_number":"020","rarity":3,"image":"/cards/images/yfjo9iitvx.jpg"}},
  {"name":"Acquiescing Rejection","slug":"acquiescing-rejection","uuid":"qwtprd5b5r","types":["ACTION"],"subtypes":["CLERIC","SPELL","REACTION"],"classes":["CLERIC"],"element":"WATER","cost":{"type":"reserve","value":"4"},"cost_memory":null,"cost_reserve":4,"level":null,"power":null,"life":null,"durability":null,"speed":true,"legality":null,"edition":{"uuid":"quKo9YIjX2","slug":"acquiescing-rejection-p25","prefix":"P25","set":"Promotional 2025","collector_number":"030","rarity":6,"image":"/cards/images/quKo9YIjX2.jpg"}},
  {"name":"Aqueous Enchanting","slug":"aqueous-enchanting","uuid":"fMv7tIOZwL","types":["ACTION"],"subtypes":["WARRIOR","SPELL"],"classes":["WARRIOR"],"element":"WATER","cost":{"type":"reserve","value":"3"},"cost_memory":null,"cost_reserve":3,"level":null,"power":null,"life":null,"durability":null,"speed":true,"legality":null,"edition":{"uuid":"3utvnrF6MD","slug":"aqueous-enchanting-doa1e","prefix":"DOA 1st","set":"Dawn of Ashes First Edition","collector_number":"159","rarity":2,"image":"/cards/images/3utvnrF6MD.jpg"}},
  {"name":"Bolt of Diamonds","slug":"bolt-of-diamonds","uuid":"ek5r5YlFQv","types":["ACTION"],"subtypes":["MAGE","SUITED","SPELL"],"classes":["MAGE"],"element":"WATER","cost":{"type":"reserve","value":"2"},"cost_memory":null,"cost_reserve":2,"level":null,"power":null,"life":null,"durability":null,"speed":true,"legality":null,"edition":{"uuid":"zfIxHGXnBB","slug":"bolt-of-diamonds-rdo","prefix":"RDO","set":"Radiant Origins","collector_number":"210","rarity":1,"image":"/cards/images/zfIxHGXnBB.jpg"}},
];

export function fixtureCard(facts: CardFacts): IndexCard {
  const { edition, ...card } = facts;
  return {
    ...card,
    elements: [card.element],
    effect: 'test effect for CARDNAME',
    effect_raw: 'test effect',
    effect_html: '<p>test effect</p>',
    flavor: null,
    rule: [],
    references: [],
    referenced_by: [],
    editions: [
      {
        uuid: edition.uuid,
        slug: edition.slug,
        collector_number: edition.collector_number,
        rarity: edition.rarity,
        image: edition.image,
        set: { prefix: edition.prefix, name: edition.set, release_date: '2023-01-01T00:00:00' },
        other_orientations: [],
      },
    ],
  };
}

/** Fresh objects each call, so a test may change one freely. */
export function fixtureCards(): IndexCard[] {
  return FACTS.map(fixtureCard);
}

/** The same facts as raw JSON, the shape `--from` imports. */
export function fixtureCardsJson(): unknown[] {
  return JSON.parse(JSON.stringify(fixtureCards())) as unknown[];
}
