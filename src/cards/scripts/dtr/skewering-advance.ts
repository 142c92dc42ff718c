import { cardScript, draw, ifThen, triggered } from '../../define.js';

export default cardScript('skewering-advance', {
  keywords: ['command'],
  commandSubtype: 'CHESSMAN',
  abilities: [triggered({ on: 'kill' }, [ifThen({ kind: 'killedLifeParity', parity: 'even' }, [draw(1)])])],
});
