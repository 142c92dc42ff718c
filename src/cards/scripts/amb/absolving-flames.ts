import { cardScript, classBonus, draw, ifThen } from '../../define.js';

export default cardScript('absolving-flames', {
  onResolve: [
    draw(1),
    ifThen(classBonus(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 4, exactly: true, then: [draw(1)] }]),
  ],
});
