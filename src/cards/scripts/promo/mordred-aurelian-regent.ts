import { cardScript, nextAttackGets, onEnter, onHit, recover, self, triggered, whenever } from '../../define.js';

export default cardScript('mordred-aurelian-regent', {
  abilities: [
    triggered(onEnter(), [nextAttackGets(self(), 3, [triggered(onHit(), [recover(3)])])]),
    triggered(whenever('activates', { who: 'you', element: 'LUXEM' }), [{ op: 'delevel', who: 'you' }]),
  ],
});
