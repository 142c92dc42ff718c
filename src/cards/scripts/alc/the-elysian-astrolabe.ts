import { activated, allOf, cardScript, restSelf, staticAbility } from '../../define.js';

export default cardScript('the-elysian-astrolabe', {
  keywords: ['hindered'],
  abilities: [
    staticAbility({ kind: 'materializeOnly' }, allOf({ kind: 'materialDeckSize', exactly: 1 }, { kind: 'startingMaterialDeckSize', exactly: 12 })),
    activated([restSelf()], [{ op: 'freeStarcallThisTurn' }]),
  ],
});
