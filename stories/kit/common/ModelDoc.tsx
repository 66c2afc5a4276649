import type { ReactNode } from 'react';
import models from 'virtual:kit-models';
import type { KitModel, ModelMember } from '../../../scripts/kitModels';
import './ModelDoc.css';

/** A model by its export name; an error naming it when the kit exports none (a page left after a rename). */
function modelNamed(name: string): KitModel {
  const model = models.find((m) => m.name === name);
  if (!model) throw new Error(`ModelDoc: the kit exports no model named ${name}.`);
  return model;
}

/** TSDoc text as it reads: `code` spans as code, blank lines as paragraph breaks. */
function DocText({ text, fallback = '' }: { text: string; fallback?: string }) {
  const paragraphs = (text || fallback).split(/\n\s*\n/).filter(Boolean);
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className="tb-model-doc-text">
          {p.split('`').map((part, j): ReactNode => (j % 2 ? <code key={j}>{part}</code> : part))}
        </p>
      ))}
    </>
  );
}

/** What the model is, where it is declared and how it is made: read from its TSDoc when Storybook was built. */
export function ModelSummary({ name }: { name: string }) {
  const model = modelNamed(name);
  return (
    <>
      <DocText text={model.description} />
      <p>
        {model.abstract ? 'An abstract class, ' : 'Declared '}in <code>{model.file}</code>, imported from{' '}
        <code>@toolbox/kit/{model.area}</code>:
      </p>
      <pre className="tb-model-doc-signature">
        <code>
          {model.abstract ? 'abstract class ' : 'new '}
          {model.name}
          {model.abstract ? model.typeParameters : `(${model.constructorSignature})`}
        </code>
      </pre>
    </>
  );
}

/** The model's constructor config: each property's type, documented default and description. */
export function ModelConfigTable({ name }: { name: string }) {
  const model = modelNamed(name);
  if (!model.configType) {
    return <p>Its constructor takes no config object: it is made from what its parameters above name.</p>;
  }
  return (
    <table className="tb-model-doc-table" aria-label={`${model.name} config`}>
      <thead>
        <tr>
          <th>Name</th>
          <th>Type</th>
          <th>Default</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {model.config.map((p) => (
          <tr key={p.name}>
            <td>
              <code>{p.name}</code>
              {p.required && (
                <span className="tb-model-doc-required" title="required">
                  *
                </span>
              )}
            </td>
            <td>
              <code className="tb-model-doc-type">{p.type}</code>
            </td>
            <td>{p.defaultValue == null ? '–' : <code>{p.defaultValue}</code>}</td>
            <td>
              <DocText text={p.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const KIND_LABEL: Record<ModelMember['kind'], string> = {
  property: 'property',
  getter: 'computed',
  method: 'method',
};

/** The model's public properties or methods, with their type or signature and description. */
function MemberTable({ model, members, label }: { model: KitModel; members: ModelMember[]; label: string }) {
  return (
    <table className="tb-model-doc-table" aria-label={`${model.name} ${label}`}>
      <thead>
        <tr>
          <th>Name</th>
          <th>{label === 'methods' ? 'Signature' : 'Type'}</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.name}>
            <td>
              <code>{m.name}</code>
              <span className="tb-model-doc-kind">
                {m.kind === 'method'
                  ? ''
                  : m.readonly
                    ? `${KIND_LABEL[m.kind]}, read-only`
                    : KIND_LABEL[m.kind]}
                {m.inheritedFrom ? ` from ${m.inheritedFrom}` : ''}
                {m.describedByConfig ? ', set from the config' : ''}
              </span>
            </td>
            <td>
              <code className="tb-model-doc-type">{m.signature}</code>
            </td>
            <td>
              <DocText text={m.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The model's public properties (state and computed values) and methods. */
export function ModelMembersTables({ name }: { name: string }) {
  const model = modelNamed(name);
  const properties = model.members.filter((m) => m.kind !== 'method');
  const methods = model.members.filter((m) => m.kind === 'method');
  return (
    <>
      <h2 id={`${model.name.toLowerCase()}-properties`}>Properties</h2>
      <p>
        The model is a valtio proxy: a component reads these with <code>useSnapshot(model)</code> and renders
        again when they change.
      </p>
      {properties.length ? (
        <MemberTable model={model} members={properties} label="properties" />
      ) : (
        <p>None.</p>
      )}
      <h2 id={`${model.name.toLowerCase()}-methods`}>Methods</h2>
      {methods.length ? <MemberTable model={model} members={methods} label="methods" /> : <p>None.</p>}
    </>
  );
}
