import { buffPower, cardScript, classBonus, empower, onEnter, self, triggered, whenever } from '../../define.js';

export default cardScript('apprentice-aeromancer', {
  abilities: [
    triggered(onEnter(), [empower(2)], { condition: classBonus() }),
    triggered(whenever('activates', { who: 'you', subtype: 'SPELL', element: 'WIND' }), [buffPower(self(), 1)], { condition: classBonus() }),
  ],
});
