import { DASHBOARD_LIMITS } from '@shop-admin/core';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { customers, postComments, posts, productComments, products } from '../../db/schema/index.ts';
import { type DashboardInput, num } from './shared.ts';

/** The newest customers' product comments (staff answers left out) with their creator and product. */
async function latestProductComments({ db }: DashboardInput) {
  const rows = await db
    .select({
      comment: productComments,
      product: { id: products.id, title: products.title },
      customer: customers,
    })
    .from(productComments)
    .innerJoin(products, eq(products.id, productComments.productId))
    .leftJoin(customers, eq(customers.id, productComments.customerId))
    .where(isNull(productComments.parentId))
    .orderBy(desc(productComments.createdAt), desc(productComments.id))
    .limit(DASHBOARD_LIMITS.comments);
  return rows.map(({ comment, product, customer }) => ({
    id: comment.id,
    title: comment.title,
    body: comment.body,
    rate: comment.rate,
    status: comment.status,
    created_at: comment.createdAt,
    creator_fullname: customer
      ? `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim()
      : (comment.authorName ?? ''),
    creator: customer
      ? {
          id: customer.id,
          first_name: customer.firstName,
          last_name: customer.lastName,
          mobile: customer.mobile,
        }
      : null,
    product,
  }));
}

/** The newest blog comments (staff replies left out) with the post they are on. */
async function latestBlogComments({ db }: DashboardInput) {
  const rows = await db
    .select({ comment: postComments, post: { id: posts.id, title: posts.title, slug: posts.slug } })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(isNull(postComments.parentId))
    .orderBy(desc(postComments.createdAt), desc(postComments.id))
    .limit(DASHBOARD_LIMITS.comments);
  return rows.map(({ comment, post }) => ({
    id: comment.id,
    name: comment.name,
    body: comment.body,
    status: comment.status,
    created_at: comment.createdAt,
    commentable_type: 'post',
    commentable_id: post.id,
    commentable: post,
  }));
}

/** `comments`: the latest product and blog comments and how many of each wait for review. */
export async function latestComments(input: DashboardInput) {
  const { db } = input;
  const [productList, [pendingProducts], blogList, [pendingBlog]] = await Promise.all([
    latestProductComments(input),
    db
      .select({ n: count() })
      .from(productComments)
      .where(and(eq(productComments.status, 'pending'), isNull(productComments.parentId))),
    latestBlogComments(input),
    db
      .select({ n: count() })
      .from(postComments)
      .where(and(eq(postComments.status, 'pending'), isNull(postComments.parentId))),
  ]);
  return {
    product_comments: productList,
    new_product_comments_count: num(pendingProducts?.n),
    blog_comments: blogList,
    new_blog_comments_count: num(pendingBlog?.n),
  };
}
