import type { QueueOptionAnswer } from '@domain/queue-options/schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import type { DeletionTarget } from '../hooks/use-option-editor';
import type { OptionDraft, OptionNode, OptionParent } from '../option-tree';

/** What every level of the tree needs from the editor. */
export interface OptionTreeActions {
  draft: OptionDraft | null;
  add: (parentId: OptionParent) => void;
  edit: (option: QueueOptionAnswer) => void;
  remove: (target: DeletionTarget) => void;
  /** The inline form for the open draft. */
  renderForm: (draft: OptionDraft) => ReactNode;
}

interface OptionBranchProps {
  nodes: OptionNode[];
  /** The path of the parent ('1.2'), '' at the root. */
  prefix: string;
  parentId: OptionParent;
  actions: OptionTreeActions;
}

/** One level of the tree, with the add form at its end when a new option is being added here. */
export function OptionBranch({ nodes, prefix, parentId, actions }: OptionBranchProps) {
  const { draft } = actions;
  const addingHere = draft?.mode === 'add' && draft.parentId === parentId;
  return (
    <ul className="option-tree">
      {nodes.map((node) => (
        <OptionItem key={node.option.id} node={node} prefix={prefix} actions={actions} />
      ))}
      {addingHere && <li>{actions.renderForm(draft)}</li>}
    </ul>
  );
}

function OptionItem({ node, prefix, actions }: { node: OptionNode; prefix: string; actions: OptionTreeActions }) {
  const { draft } = actions;
  const { option } = node;
  const path = prefix ? `${prefix}.${option.option}` : option.option;
  const editing = draft?.mode === 'edit' && draft.option.id === option.id;
  const addingChild = draft?.mode === 'add' && draft.parentId === option.id;
  return (
    <li>
      {editing ? actions.renderForm(draft) : <OptionRow option={option} path={path} actions={actions} />}
      {(node.children.length > 0 || addingChild) && (
        <OptionBranch nodes={node.children} prefix={path} parentId={option.id} actions={actions} />
      )}
    </li>
  );
}

/**
 * The buttons are named after the option's path and title ('1.2 - Boletos'): the path is unique in the tree
 * even when titles repeat, which screen readers and browser tests both rely on.
 */
function OptionRow({ option, path, actions }: { option: QueueOptionAnswer; path: string; actions: OptionTreeActions }) {
  const { t } = useTranslation();
  const label = `${path} - ${option.title}`;
  return (
    <div className="option-row" data-testid={`queue-option-${path}`}>
      <span className="option-key" title={t('queueOptions.option')}>
        {option.option}
      </span>
      <div className="option-text">
        <span className="option-title">{option.title}</span>
        {option.message && <span className="option-message muted">{option.message}</span>}
      </div>
      <div className="option-actions">
        <button
          type="button"
          className="icon-button"
          aria-label={t('queueOptions.addChild', { label })}
          title={t('queueOptions.addChild', { label })}
          onClick={() => actions.add(option.id)}
        >
          <Icon name="plus" size={17} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('queueOptions.edit', { label })}
          onClick={() => actions.edit(option)}
        >
          <Icon name="edit" size={17} />
        </button>
        <button
          type="button"
          className="icon-button danger"
          aria-label={t('queueOptions.delete', { label })}
          onClick={() => actions.remove({ option, label })}
        >
          <Icon name="trash" size={17} />
        </button>
      </div>
    </div>
  );
}
