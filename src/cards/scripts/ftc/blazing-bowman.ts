import { buffPower, cardScript, onEnter, self, staticAbility, triggered } from '../../define.js';

export default cardScript('blazing-bowman', {
  abilities: [
    staticAbility({ kind: 'unretaliatable' }),
    triggered(onEnter(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 1, then: [buffPower(self(), 2)] }]),
  ],
});
