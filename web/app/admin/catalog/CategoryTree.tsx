import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router';

export interface TreeNode {
  id: number;
  name: string;
  published: boolean;
  productCount: number;
  contentLink: string | null;
  children: TreeNode[];
}

/** German announcements of the keyboard drag (dnd-kit reads them to screen readers). */
const announcements = (nameOf: (id: string | number) => string) => ({
  onDragStart: ({ active }: { active: { id: string | number } }) => `${nameOf(active.id)} aufgenommen.`,
  onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
    over ? `${nameOf(active.id)} über ${nameOf(over.id)}.` : `${nameOf(active.id)} ausserhalb der Liste.`,
  onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
    over ? `${nameOf(active.id)} bei ${nameOf(over.id)} abgelegt.` : `${nameOf(active.id)} abgelegt.`,
  onDragCancel: ({ active }: { active: { id: string | number } }) => `Verschieben von ${nameOf(active.id)} abgebrochen.`,
});

function Row({ node, onMove, disabled }: { node: TreeNode; onMove: (id: number, targetId: number, position: 'before' | 'after') => void; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: node.id, disabled });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} data-category-id={node.id}>
      <div className={isDragging ? 'admin-tree-row is-dragging' : 'admin-tree-row'}>
        <button type="button" className="admin-drag-handle" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`${node.name} verschieben`}>
          ⠿
        </button>
        <span>
          {node.name}
          {!node.published && <small className="admin-muted"> · nicht veröffentlicht</small>}
          {node.contentLink && <small className="admin-muted"> · Link {node.contentLink}</small>}
        </span>
        <small className="admin-muted">{node.productCount} Produkte</small>
        <span className="admin-actions" style={{ marginLeft: 'auto' }}>
          <Link to={`?edit=${node.id}`} preventScrollReset>
            Bearbeiten
          </Link>
          <Link to={`?products=${node.id}`} preventScrollReset>
            Produkte
          </Link>
          <Link to={`?edit=new&parent=${node.id}`} preventScrollReset>
            Unterkategorie
          </Link>
        </span>
      </div>
      {node.children.length > 0 && <SortableList nodes={node.children} onMove={onMove} disabled={disabled} label={`Unterkategorien von ${node.name}`} />}
    </li>
  );
}

/** One parent's children: reordered by drag with the mouse or with the keyboard (space, arrows, space). */
export function SortableList({ nodes, onMove, disabled, label }: { nodes: TreeNode[]; onMove: (id: number, targetId: number, position: 'before' | 'after') => void; disabled: boolean; label: string }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number) => nodes.find((node) => node.id === Number(id))?.name ?? String(id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = nodes.findIndex((node) => node.id === Number(active.id));
    const to = nodes.findIndex((node) => node.id === Number(over.id));
    if (from === -1 || to === -1) return;
    onMove(Number(active.id), Number(over.id), from < to ? 'after' : 'before');
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: announcements(nameOf), screenReaderInstructions: { draggable: 'Zum Verschieben Leertaste drücken, mit den Pfeiltasten bewegen, mit Leertaste ablegen, mit Escape abbrechen.' } }}>
      <SortableContext items={nodes.map((node) => node.id)} strategy={verticalListSortingStrategy}>
        <ul className="admin-tree" aria-label={label}>
          {nodes.map((node) => (
            <Row key={node.id} node={node} onMove={onMove} disabled={disabled} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
