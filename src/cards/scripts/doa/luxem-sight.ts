import { cardScript, draw, recover, triggered } from '../../define.js';

export default cardScript('luxem-sight', {
  abilities: [triggered({ on: 'revealedFromMemory' }, [recover(3)], { condition: { kind: 'elementBonus', element: 'LUXEM' } })],
  onResolve: [draw(1)],
});
