import { allOf, cardScript, classBonus, draw, ifThen, modifyLevel, yourChampion } from '../../define.js';

export default cardScript('empowering-harmony', {
  onResolve: [
    modifyLevel(yourChampion(), 2),
    // Harmonize: a Melody card activated this turn.
    ifThen(allOf(classBonus(), { kind: 'activatedThisTurn', subtype: 'MELODY' }), [draw(1)]),
  ],
});
