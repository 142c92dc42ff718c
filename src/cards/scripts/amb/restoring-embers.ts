import { cardScript, drawIntoMemory, ifThen, recover } from '../../define.js';

export default cardScript('restoring-embers', {
  keywords: ['kindle'],
  activationValues: { kindle: 4 },
  onResolve: [recover(4), ifThen({ kind: 'influenceAtMost', max: 4 }, [drawIntoMemory(1)])],
});
