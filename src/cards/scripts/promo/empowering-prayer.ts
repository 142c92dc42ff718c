import { cardScript, draw, ifThen, modifyLevel, yourChampion } from '../../define.js';

export default cardScript('empowering-prayer', {
  onResolve: [modifyLevel(yourChampion(), 2), ifThen({ kind: 'championLevelEqualsMemory' }, [draw(1)])],
});
