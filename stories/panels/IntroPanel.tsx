import { useRef, type Ref } from 'react';
import {
  ArrowCounterClockwiseIcon,
  BookOpenIcon,
  BugIcon,
  ChatTextIcon,
  CopyIcon,
  GearIcon,
  ListIcon,
  MinusIcon,
  PlusIcon,
  PrinterIcon,
  SelectionAllIcon,
  SquareHalfIcon,
  TextAaIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Label, Select, Switch } from '@toolbox/kit/input';
import { Filler, MenuButton, Panel, Toolbar, type MenuItem } from '@toolbox/kit/panel';
import { toast } from '@toolbox/kit/popup';
import { ERROR_MESSAGE, IntroPanelModel, MAX_TEXT_SIZE, MIN_TEXT_SIZE, TEXT_SIZES } from './IntroPanelModel';
import { IntroText } from './IntroText';
import { US_STATES } from '../common/usStates';
import { wordAtPoint } from './wordAtPoint';
import './IntroPanel.css';
import './PanelDemos.css';

export const DICTIONARY_URL = 'https://www.merriam-webster.com/dictionary/';

/** Renders the demo text, or throws while the model says so: the error the panel's boundary catches. */
function IntroBody({ model, textRef }: { model: IntroPanelModel; textRef: Ref<HTMLElement> }) {
  const { throwError, textSize } = useSnapshot(model);
  if (throwError) throw new Error(ERROR_MESSAGE);
  return <IntroText textSize={textSize} ref={textRef} />;
}

/** The Panels Intro demo: header items, top and bottom toolbars, a context menu and the built-in error boundary. */
export function IntroPanel() {
  const model = useLocalModel(() => new IntroPanelModel());
  const { compactHeader, contextMenuEnabled, textSize, usState } = useSnapshot(model);
  const textRef = useRef<HTMLElement>(null);

  const selectAllText = () => {
    if (textRef.current) window.getSelection()?.selectAllChildren(textRef.current);
  };

  const menuItems: MenuItem[] = [
    {
      text: 'Reset Text Size',
      icon: <ArrowCounterClockwiseIcon />,
      onClick: () => model.setTextSize(TEXT_SIZES.Medium),
    },
    { text: 'Select All Text', icon: <SelectionAllIcon />, onClick: selectAllText },
    {
      text: 'Text Size',
      icon: <TextAaIcon />,
      items: Object.entries(TEXT_SIZES).map(([name, px]) => ({
        text: `${name} (${px}px)`,
        onClick: () => model.setTextSize(px),
      })),
    },
    '-',
    { text: 'Print...', icon: <PrinterIcon />, disabled: true },
  ];

  const contextMenu = (e: MouseEvent): MenuItem[] => {
    const word = wordAtPoint(e.clientX, e.clientY);
    return [
      {
        text: 'Copy Text',
        icon: <CopyIcon />,
        onClick: () => void model.copyText(textRef.current?.textContent ?? ''),
      },
      '-',
      {
        text: 'Increase Text Size',
        icon: <PlusIcon />,
        disabled: textSize >= MAX_TEXT_SIZE,
        onClick: () => model.increaseTextSize(),
      },
      {
        text: 'Decrease Text Size',
        icon: <MinusIcon />,
        disabled: textSize <= MIN_TEXT_SIZE,
        onClick: () => model.decreaseTextSize(),
      },
      '-',
      {
        text: `Lookup "${word}"`,
        icon: <BookOpenIcon />,
        hidden: word == null,
        onClick: () =>
          window.open(`${DICTIONARY_URL}${encodeURIComponent(word ?? '')}`, '_blank', 'noopener'),
      },
    ];
  };

  return (
    <Panel
      title="Panels › Intro"
      icon={<SquareHalfIcon />}
      width={700}
      height={520}
      className="tb-demo-panels tb-demo-intro"
      compactHeader={compactHeader}
      headerItems={
        <>
          <Switch label="Compact header" value={compactHeader} onChange={(v) => model.setCompactHeader(v)} />
          <Button
            minimal
            icon={<GearIcon />}
            title="Settings"
            onClick={() => toast('You clicked a button within Panel.headerItems.')}
          />
        </>
      }
      tbar={
        <Toolbar aria-label="Top toolbar">
          <MenuButton text="Menu" icon={<ListIcon />} items={menuItems} />
          <span className="tb-demo-intro__size">Text size: {textSize}px</span>
          <Filler />
          <Switch
            label="Context Menu"
            value={contextMenuEnabled}
            onChange={(v) => model.setContextMenuEnabled(v)}
          />
        </Toolbar>
      }
      bbar={
        <Toolbar aria-label="Bottom toolbar">
          <Button
            intent="danger"
            outlined
            icon={<BugIcon />}
            text="Simulate an Exception"
            onClick={() => model.simulateException()}
          />
          <Filler />
          <Label htmlFor="intro-state">State</Label>
          <Select
            id="intro-state"
            value={usState}
            options={US_STATES}
            enableClear
            placeholder="Select a state..."
            width={190}
            onChange={(v) => model.setUsState(v)}
          />
          <Button icon={<ChatTextIcon />} text="Show Toast" onClick={() => model.showStateToast()} />
        </Toolbar>
      }
      contextMenu={contextMenuEnabled ? contextMenu : null}
      onError={() => model.exceptionCaught()}
    >
      <IntroBody model={model} textRef={textRef} />
    </Panel>
  );
}
