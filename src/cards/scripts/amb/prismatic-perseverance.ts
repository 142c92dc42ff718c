import type { Element } from '../../vocabulary.js';
import { cardScript, elementSetting, levelRestriction, staticAbility } from '../../define.js';

const ALL: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA', 'EXALTED'];

export default cardScript('prismatic-perseverance', {
  abilities: ALL.map((element) => staticAbility(elementSetting(element, true), { kind: 'allOf', conditions: [levelRestriction(2), { kind: 'damage', min: 15 }] })),
});
