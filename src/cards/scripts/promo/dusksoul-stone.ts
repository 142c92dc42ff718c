import { banishSelf, activated, cardScript, characteristics, gainKeyword, objectSet, staticAbility } from '../../define.js';

export default cardScript('dusksoul-stone', {
  abilities: [
    staticAbility({ kind: 'materializeBanishCost', count: 2, filter: { type: 'ALLY' }, singleGraveyard: true }),
    staticAbility(characteristics([gainKeyword('spellshroud')], objectSet('yourObjects', { type: 'PHANTASIA' }))),
    activated([banishSelf()], [{ op: 'banishFromGraveyard', filter: {}, max: 2, singleGraveyard: true }]),
  ],
});
