/**
 * Breadcrumbs of the back office (spec §2): home, then the menu path (folders) down to
 * the current page, taken from the user's menu tree.
 */
import { Fragment } from 'react';
import { Breadcrumb, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuHouse } from 'react-icons/lu';
import type { MenuNode } from '../../platform/contracts/auth.contract';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Nodes from the top folder down to the current page (findMenuTrail). */
  trail: MenuNode[];
  /** Where "home" goes (the first page of the menu). */
  homePath: string;
}

/** A breadcrumb trail: Home › folder › … › page (the last one is the current page). */
export function Breadcrumbs({ trail, homePath }: BreadcrumbsProps) {
  const { t } = useTranslation('admin');
  return (
    <Breadcrumb.Root size="sm" data-testid="breadcrumbs">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild color="fg.muted">
            <RouterLink to={homePath}>
              <LuHouse />
              {t('home')}
            </RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {trail.map((node, i) => (
          <Fragment key={node.id}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              {i === trail.length - 1 ? (
                <Breadcrumb.CurrentLink fontWeight="medium" color="fg">
                  {node.meta.title}
                </Breadcrumb.CurrentLink>
              ) : (
                <Text as="span" color="fg.muted">
                  {node.meta.title}
                </Text>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
