import { activated, banishSelf, cardScript, classBonus, draw } from '../../define.js';

export default cardScript('charged-manaplate', {
  abilities: [
    activated([banishSelf()], [draw(1)], { condition: { kind: 'allOf', conditions: [classBonus(), { kind: 'championDamagedThisTurn', min: 4 }] } }),
  ],
});
