import { cardScript, draw, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('flawless-spirit-of-mordred', {
  keywords: ['divineRelic'],
  abilities: [
    staticAbility({ kind: 'levelUpRestriction', onlyInto: 'Mordred' }),
    triggered(onEnter(), [draw(7), { op: 'glimpse', count: 4 }]),
  ],
});
