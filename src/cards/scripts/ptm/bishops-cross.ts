import { cardScript, draw, ifThen, triggered } from '../../define.js';

export default cardScript('bishops-cross', {
  keywords: ['command'],
  commandSubtype: 'CHESSMAN',
  abilities: [triggered({ on: 'kill' }, [ifThen({ kind: 'killedLifeParity', parity: 'odd' }, [draw(1)])])],
});
