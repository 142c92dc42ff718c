import { cardScript, draw, ifThen } from '../../define.js';

export default cardScript('exia-sight', {
  onResolve: [draw(1), ifThen({ kind: 'damage', min: 20 }, [{ op: 'costChange', amount: -1, who: 'you', next: true }])],
});
