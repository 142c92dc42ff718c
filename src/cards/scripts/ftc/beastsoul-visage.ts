import { addTypes, cardScript, characteristics, objectSet, staticAbility, targetAlly } from '../../define.js';

export default cardScript('beastsoul-visage', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'power', amount: 2 }),
    // Pride instances do not add up: the ally's highest pride is the one that matters (ruling).
    staticAbility(characteristics([{ kind: 'gainKeywordValue', keyword: 'pride', value: 3 }, addTypes([], ['BEAST'])], objectSet('linked'))),
  ],
});
