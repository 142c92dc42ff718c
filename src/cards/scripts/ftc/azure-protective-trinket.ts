import { activated, banishSelf, cardScript } from '../../define.js';

const fireCard = { kind: 'graveyardCard', element: 'FIRE', optional: true, singleGraveyard: true } as const;

export default cardScript('azure-protective-trinket', {
  abilities: [
    activated([banishSelf()], [{ op: 'banishCard', target: 0 }, { op: 'banishCard', target: 1 }, { op: 'banishCard', target: 2 }], { targets: [fireCard, fireCard, fireCard] }),
  ],
});
